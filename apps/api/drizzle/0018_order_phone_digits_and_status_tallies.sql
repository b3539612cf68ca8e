CREATE TABLE "order_status_tallies" (
	"status" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_phone_digits_idx" ON "orders" USING btree (regexp_replace("phone", '[^0-9]', '', 'g') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_digits_reversed_idx" ON "orders" USING btree (reverse(regexp_replace("phone", '[^0-9]', '', 'g')) text_pattern_ops);