-- Hand-written: `catalog_version` (migration 0055) moves once at the commit of every transaction that
-- wrote to a table the catalogue's answers are read from, so the API can keep an answer under the
-- version it read before computing it and know, from one cheap read, when it is no longer the
-- database's answer (decision 078).
--
-- The version is not moved where the write happens: a row lock taken there would be held to commit
-- by a transaction that goes on to wait for other rows, and two such transactions deadlock. A write
-- statement notes its transaction in `catalog_changes` instead (its own key: no wait); that row's
-- trigger is deferred to commit, where the transaction waits for nothing else, moves the version
-- and removes the note. A rolled-back transaction moves nothing.
INSERT INTO catalog_version (one, version) VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION note_catalog_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (transaction_id) VALUES (pg_current_xact_id()::text::bigint)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION move_catalog_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  DELETE FROM catalog_changes WHERE transaction_id = NEW.transaction_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_changes_move_version
AFTER INSERT ON catalog_changes DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION move_catalog_version();
--> statement-breakpoint
-- The tables the catalogue's answers read (modules/catalog/catalog.repository.ts), and the stock
-- tables that variations' stock follows. One statement-level trigger each, TRUNCATE included.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'products', 'variations', 'product_details', 'product_images', 'product_property_values',
    'images', 'variation_photo_urls', 'brands', 'categories', 'category_slug_history',
    'properties', 'property_values', 'banners', 'search_words', 'search_postings',
    'facet_totals', 'facet_value_counts', 'facet_count_changes', 'bestseller_threshold',
    'locations', 'location_stock', 'stock_allocations'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change()',
      t || '_catalog_change', t);
  END LOOP;
END;
$$;
