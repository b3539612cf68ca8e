CREATE TABLE "variation_cost_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"variation_id" integer NOT NULL,
	"cost" integer,
	"previous_cost" integer,
	"source" text NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "cost" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_cost" integer;--> statement-breakpoint
ALTER TABLE "variation_cost_changes" ADD CONSTRAINT "variation_cost_changes_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_cost_changes" ADD CONSTRAINT "variation_cost_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variation_cost_changes_variation_idx" ON "variation_cost_changes" USING btree ("variation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_cost_non_negative" CHECK ("variations"."cost" is null or "variations"."cost" >= 0);