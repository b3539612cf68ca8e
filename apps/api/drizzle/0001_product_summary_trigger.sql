-- products.price and products.in_stock summarise the product's variations so that listings can
-- sort and filter on indexed columns. A trigger keeps them true on every write path (seed,
-- checkout, back office) instead of trusting each caller to remember.
CREATE FUNCTION refresh_product_summary(target_product_id integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET
    price = coalesce((SELECT v.price FROM variations v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1), 0),
    in_stock = EXISTS (SELECT 1 FROM variations v WHERE v.product_id = p.id AND v.stock > 0),
    updated_at = now()
  WHERE p.id = target_product_id;
$$;
--> statement-breakpoint
CREATE FUNCTION variations_refresh_product_summary() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_product_summary(OLD.product_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    PERFORM refresh_product_summary(NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only changes that can alter the summary fire it: a stock change that keeps a variation on
-- the same side of zero still fires, which is cheap (one indexed update of one row).
CREATE TRIGGER variations_product_summary
AFTER INSERT OR DELETE OR UPDATE OF price, stock, position, product_id ON variations
FOR EACH ROW EXECUTE FUNCTION variations_refresh_product_summary();
