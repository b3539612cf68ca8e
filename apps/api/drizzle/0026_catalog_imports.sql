CREATE TABLE "catalog_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"mode" text,
	"status" text NOT NULL,
	"problem" text,
	"planned" jsonb,
	"refusals" jsonb,
	"refusals_total" integer DEFAULT 0 NOT NULL,
	"batch_digests" jsonb,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"batches_done" integer DEFAULT 0 NOT NULL,
	"done" jsonb,
	"started_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_imports_rows_done_bounded" CHECK ("catalog_imports"."rows_done" >= 0 and "catalog_imports"."rows_done" <= "catalog_imports"."rows_total")
);
--> statement-breakpoint
CREATE TABLE "variation_photo_urls" (
	"variation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_photo_urls" ADD CONSTRAINT "variation_photo_urls_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_imports_created_idx" ON "catalog_imports" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "variation_photo_urls_variation_idx" ON "variation_photo_urls" USING btree ("variation_id","position");