ALTER TABLE "imported_photos" DROP CONSTRAINT "imported_photos_image_hash_images_hash_fk";
--> statement-breakpoint
ALTER TABLE "imported_photos" ALTER COLUMN "image_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "files_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "imported_photos" ADD CONSTRAINT "imported_photos_image_hash_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."images"("hash") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: a hidden variation does not count for its product's summary. The price and
-- compare-at price are the first visible variation's (by position; the first hidden one only when
-- every variation is hidden), and the product is in stock when a visible variation has stock.
CREATE OR REPLACE FUNCTION refresh_product_summaries(target_product_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET
    price = summary.price,
    compare_at_price = summary.compare_at_price,
    in_stock = summary.in_stock,
    updated_at = now()
  FROM (
    SELECT touched.id,
      coalesce(first_variation.price, 0) AS price,
      first_variation.compare_at_price,
      EXISTS (SELECT 1 FROM variations v WHERE v.product_id = touched.id AND v.stock > 0 AND NOT v.hidden) AS in_stock
    FROM (SELECT DISTINCT unnest(target_product_ids) AS id) touched
    LEFT JOIN LATERAL (
      SELECT v.price, v.compare_at_price FROM variations v
      WHERE v.product_id = touched.id ORDER BY v.hidden, v.position LIMIT 1
    ) first_variation ON true
  ) summary
  WHERE p.id = summary.id
    AND (p.price, p.compare_at_price, p.in_stock)
      IS DISTINCT FROM (summary.price, summary.compare_at_price, summary.in_stock);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variations_updated_refresh_product_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_summaries(ARRAY(
    SELECT unnest(ARRAY[o.product_id, n.product_id])
    FROM old_variations o JOIN new_variations n ON n.id = o.id
    WHERE (o.price, o.compare_at_price, o.stock, o.position, o.product_id, o.hidden)
      IS DISTINCT FROM (n.price, n.compare_at_price, n.stock, n.position, n.product_id, n.hidden)
  ));
  RETURN NULL;
END;
$$;
