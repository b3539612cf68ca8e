CREATE TABLE "order_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"restock" boolean NOT NULL,
	"state" text NOT NULL,
	"order_item_id" integer,
	"quantity" integer,
	"new_line" jsonb,
	"preview" jsonb NOT NULL,
	"token_hash" text,
	"answer_by" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"choice" text,
	"refund_id" integer,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_changes_quantity_positive" CHECK ("order_changes"."quantity" is null or "order_changes"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_order_kind_has_order";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_change_id" integer;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_changes_key_idx" ON "order_changes" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_changes_token_idx" ON "order_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "order_changes_open_line_idx" ON "order_changes" USING btree ("order_item_id") WHERE "order_changes"."state" = 'proposed';--> statement-breakpoint
CREATE INDEX "order_changes_order_idx" ON "order_changes" USING btree ("order_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_kind_has_order" CHECK ("stock_movements"."kind" not in ('order_reserved', 'order_released', 'returned', 'order_written_off') or "stock_movements"."order_id" is not null);