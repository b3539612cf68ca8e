-- Hand-written: listing facets counted ahead (facet_totals, facet_value_counts; decision
-- "precomputed facets"). Statement-level triggers append one row to facet_count_changes per
-- catalogue write that may change a count; refresh_facet_counts() rebuilds both tables whole and
-- empties the changes it saw. Readers use the tables only while no change is pending, so counts
-- are never stale: after a write, listings count live until the next refresh.
--
-- The products shoppers see: published, brand shown, category and its parent shown (the same
-- rule as the listings' inShownTaxonomy).
CREATE VIEW facet_products AS
  SELECT p.id, p.category_id, p.brand_id, p.in_stock, p.price
  FROM products p
  JOIN brands b ON b.id = p.brand_id AND NOT b.hidden
  JOIN categories c ON c.id = p.category_id AND NOT c.hidden
  LEFT JOIN categories parent ON parent.id = c.parent_id
  WHERE p.published AND NOT coalesce(parent.hidden, false);
--> statement-breakpoint
-- Each product counts once in the "all products" rows (in_stock_only false) and, when in stock,
-- once more in the in-stock rows; grouping sets add the "all categories" and "all brands" rows (0).
CREATE FUNCTION refresh_facet_counts() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  seen bigint;
BEGIN
  -- One refresh at a time; a concurrent caller leaves the work to the running one.
  IF NOT pg_try_advisory_xact_lock(hashtext('refresh_facet_counts')) THEN
    RETURN;
  END IF;
  -- Changes committed from here on stay pending and bring the next refresh.
  SELECT max(id) INTO seen FROM facet_count_changes;
  DELETE FROM facet_totals;
  INSERT INTO facet_totals (in_stock_only, category_id, brand_id, products, min_price, max_price)
  SELECT scope.in_stock_only, coalesce(p.category_id, 0), coalesce(p.brand_id, 0), count(*), min(p.price), max(p.price)
  FROM facet_products p
  JOIN (VALUES (false), (true)) scope(in_stock_only) ON p.in_stock OR NOT scope.in_stock_only
  GROUP BY GROUPING SETS (
    (scope.in_stock_only, p.category_id, p.brand_id),
    (scope.in_stock_only, p.category_id),
    (scope.in_stock_only, p.brand_id),
    (scope.in_stock_only)
  );
  DELETE FROM facet_value_counts;
  INSERT INTO facet_value_counts (in_stock_only, category_id, brand_id, property_value_id, products)
  SELECT scope.in_stock_only, coalesce(p.category_id, 0), coalesce(p.brand_id, 0), ppv.property_value_id, count(*)
  FROM facet_products p
  JOIN product_property_values ppv ON ppv.product_id = p.id
  JOIN (VALUES (false), (true)) scope(in_stock_only) ON p.in_stock OR NOT scope.in_stock_only
  GROUP BY GROUPING SETS (
    (scope.in_stock_only, ppv.property_value_id, p.category_id, p.brand_id),
    (scope.in_stock_only, ppv.property_value_id, p.category_id),
    (scope.in_stock_only, ppv.property_value_id, p.brand_id),
    (scope.in_stock_only, ppv.property_value_id)
  );
  DELETE FROM facet_count_changes WHERE id <= seen;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION note_facet_count_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO facet_count_changes DEFAULT VALUES;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An update counts only when it moves what facets count (sales counts, texts and the summary's
-- timestamp change all day and leave the counts alone).
CREATE FUNCTION note_facet_count_change_of_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_products o JOIN new_products n ON n.id = o.id
    WHERE (o.published, o.category_id, o.brand_id, o.in_stock, o.price)
      IS DISTINCT FROM (n.published, n.category_id, n.brand_id, n.in_stock, n.price)
  ) THEN
    INSERT INTO facet_count_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_facet_counts_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION note_facet_count_change();
--> statement-breakpoint
CREATE TRIGGER products_facet_counts_update
AFTER UPDATE ON products REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION note_facet_count_change_of_products();
--> statement-breakpoint
CREATE TRIGGER product_property_values_facet_counts
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_property_values
FOR EACH STATEMENT EXECUTE FUNCTION note_facet_count_change();
--> statement-breakpoint
-- Hiding or showing a brand or category, and names of values (joined at read time), need no
-- rows of their own; brands and categories are few and rarely written.
CREATE TRIGGER brands_facet_counts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
FOR EACH STATEMENT EXECUTE FUNCTION note_facet_count_change();
--> statement-breakpoint
CREATE TRIGGER categories_facet_counts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION note_facet_count_change();
--> statement-breakpoint
SELECT refresh_facet_counts();
