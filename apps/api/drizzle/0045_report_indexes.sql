DROP INDEX "order_items_order_idx";--> statement-breakpoint
CREATE INDEX "order_events_cancelled_idx" ON "order_events" USING btree ("created_at") WHERE "order_events"."status" = 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_paid_report_idx" ON "orders" USING btree ("created_at","id","subtotal","discount","points_discount","channel","payment_method","pickup_shop_id") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","product_id","variation_id","unit_price","quantity","unit_cost");