CREATE TABLE "bestseller_threshold" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"sales" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bestseller_threshold_one_row" CHECK ("bestseller_threshold"."id" = 1)
);
--> statement-breakpoint
-- Hand-written: the statement-level update triggers compared old and new rows with a join of the
-- two transition tables, which the planner runs as a nested loop: quadratic in the rows updated
-- (3,000 products: 1.4 s; the daily sales rebuild of 100,000 ran for many minutes). EXCEPT
-- compares them by hashing, in linear time, with the same meaning: a row whose compared columns
-- changed is in "old EXCEPT new" (with its old values) and in "new EXCEPT old" (with its new ones).
CREATE OR REPLACE FUNCTION note_facet_count_change_of_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT id, published, category_id, brand_id, in_stock, price FROM old_products
    EXCEPT
    SELECT id, published, category_id, brand_id, in_stock, price FROM new_products
  ) THEN
    INSERT INTO facet_count_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variations_updated_refresh_product_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_summaries(ARRAY(
    SELECT changed.product_id FROM (
      SELECT id, product_id, price, compare_at_price, stock, position, hidden FROM old_variations
      EXCEPT
      SELECT id, product_id, price, compare_at_price, stock, position, hidden FROM new_variations
    ) changed
    UNION
    SELECT changed.product_id FROM (
      SELECT id, product_id, price, compare_at_price, stock, position, hidden FROM new_variations
      EXCEPT
      SELECT id, product_id, price, compare_at_price, stock, position, hidden FROM old_variations
    ) changed
  ));
  RETURN NULL;
END;
$$;
