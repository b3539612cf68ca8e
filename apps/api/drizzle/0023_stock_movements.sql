CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity_change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"counted" integer,
	"actor_id" integer,
	"order_id" integer,
	"note" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_stock_after_non_negative" CHECK ("stock_movements"."stock_after" >= 0),
	CONSTRAINT "stock_movements_change_non_zero" CHECK ("stock_movements"."quantity_change" <> 0 or "stock_movements"."kind" = 'count_correction'),
	CONSTRAINT "stock_movements_staff_kind_has_actor" CHECK ("stock_movements"."kind" not in ('delivery', 'write_off', 'count_correction') or "stock_movements"."actor_id" is not null),
	CONSTRAINT "stock_movements_order_kind_has_order" CHECK ("stock_movements"."kind" not in ('order_reserved', 'order_released', 'returned') or "stock_movements"."order_id" is not null),
	CONSTRAINT "stock_movements_counted_only_for_counts" CHECK (("stock_movements"."counted" is not null) = ("stock_movements"."kind" = 'count_correction'))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_variation_idx" ON "stock_movements" USING btree ("variation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_idempotency_idx" ON "stock_movements" USING btree ("actor_id","idempotency_key") WHERE "stock_movements"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "order_items_variation_idx" ON "order_items" USING btree ("variation_id");