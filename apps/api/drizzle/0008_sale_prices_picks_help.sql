CREATE TABLE "consultation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compare_at_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_recommended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "compare_at_price" integer;--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree (("price"::float8 / "compare_at_price"),"id");--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"sales_count" DESC NULLS FIRST,"id") WHERE "products"."is_recommended";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_compare_at_above_price" CHECK ("products"."compare_at_price" is null or "products"."compare_at_price" > "products"."price");--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_compare_at_above_price" CHECK ("variations"."compare_at_price" is null or "variations"."compare_at_price" > "variations"."price");--> statement-breakpoint
-- Hand-written: the summary that the trigger of migration 0001 keeps on products now includes
-- the first variation's compare-at price, so listings filter and sort sales on indexed columns.
CREATE OR REPLACE FUNCTION refresh_product_summary(target_product_id integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET
    price = coalesce((SELECT v.price FROM variations v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1), 0),
    compare_at_price = (SELECT v.compare_at_price FROM variations v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1),
    in_stock = EXISTS (SELECT 1 FROM variations v WHERE v.product_id = p.id AND v.stock > 0),
    updated_at = now()
  WHERE p.id = target_product_id;
$$;
--> statement-breakpoint
-- The same trigger, also fired when only a compare-at price changes.
DROP TRIGGER variations_product_summary ON variations;
--> statement-breakpoint
CREATE TRIGGER variations_product_summary
AFTER INSERT OR DELETE OR UPDATE OF price, compare_at_price, stock, position, product_id ON variations
FOR EACH ROW EXECUTE FUNCTION variations_refresh_product_summary();
