-- Hand-written: products.price / compare_at_price / in_stock (migrations 0001 and 0008) are now
-- kept by statement-level triggers with transition tables instead of a per-row trigger. Fired per
-- row, a 1,000-row import batch rewrote each product once per variation and spent most of the
-- batch's time there; fired per statement, each touched product is recomputed once, in one
-- set-based UPDATE. PostgreSQL allows transition tables only on single-event triggers without a
-- column list, hence three triggers, and the UPDATE one picks the rows whose summary columns
-- really changed itself (the old trigger's `UPDATE OF price, …` list).
DROP TRIGGER variations_product_summary ON variations;
--> statement-breakpoint
DROP FUNCTION variations_refresh_product_summary();
--> statement-breakpoint
DROP FUNCTION refresh_product_summary(integer);
--> statement-breakpoint
-- The summary of the first variation (by position) and whether any variation is in stock, for
-- every product in the list at once; duplicates in the list are harmless. A product whose summary
-- is already right is not rewritten (the per-row trigger rewrote it, and re-indexed it, on every
-- stock change), so writers that know the summary can set it themselves, as the import does.
CREATE FUNCTION refresh_product_summaries(target_product_ids integer[]) RETURNS void
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
      EXISTS (SELECT 1 FROM variations v WHERE v.product_id = touched.id AND v.stock > 0) AS in_stock
    FROM (SELECT DISTINCT unnest(target_product_ids) AS id) touched
    LEFT JOIN LATERAL (
      SELECT v.price, v.compare_at_price FROM variations v
      WHERE v.product_id = touched.id ORDER BY v.position LIMIT 1
    ) first_variation ON true
  ) summary
  WHERE p.id = summary.id
    AND (p.price, p.compare_at_price, p.in_stock)
      IS DISTINCT FROM (summary.price, summary.compare_at_price, summary.in_stock);
$$;
--> statement-breakpoint
CREATE FUNCTION variations_inserted_refresh_product_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_summaries(ARRAY(SELECT DISTINCT product_id FROM inserted_variations));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION variations_deleted_refresh_product_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_summaries(ARRAY(SELECT DISTINCT product_id FROM deleted_variations));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A variation moved to another product changes both products' summaries.
CREATE FUNCTION variations_updated_refresh_product_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_summaries(ARRAY(
    SELECT unnest(ARRAY[o.product_id, n.product_id])
    FROM old_variations o JOIN new_variations n ON n.id = o.id
    WHERE (o.price, o.compare_at_price, o.stock, o.position, o.product_id)
      IS DISTINCT FROM (n.price, n.compare_at_price, n.stock, n.position, n.product_id)
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variations_product_summary_insert
AFTER INSERT ON variations REFERENCING NEW TABLE AS inserted_variations
FOR EACH STATEMENT EXECUTE FUNCTION variations_inserted_refresh_product_summaries();
--> statement-breakpoint
CREATE TRIGGER variations_product_summary_update
AFTER UPDATE ON variations REFERENCING OLD TABLE AS old_variations NEW TABLE AS new_variations
FOR EACH STATEMENT EXECUTE FUNCTION variations_updated_refresh_product_summaries();
--> statement-breakpoint
CREATE TRIGGER variations_product_summary_delete
AFTER DELETE ON variations REFERENCING OLD TABLE AS deleted_variations
FOR EACH STATEMENT EXECUTE FUNCTION variations_deleted_refresh_product_summaries();
