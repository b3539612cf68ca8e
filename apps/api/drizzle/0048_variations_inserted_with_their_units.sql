-- Hand-written: a variation inserted together with its units at their locations (one statement,
-- as a catalogue import inserts new goods: catalog-import/apply-writes.ts) keeps them where they
-- are; only a variation inserted with a bare `stock` figure and no location's units (the demo seed,
-- tests' fixtures) has that figure put at the default location, as migration 0036's row trigger did.
-- Inserted with its units, a variation is written once with its stock and its product once with
-- its summary: inserted at 0 and given its units after, each rewrote the variation, and the
-- product (a new row version in all of its indexes, the trigram one among them) a second time.
-- Statement-level with a transition table, like the summary triggers: it runs when the whole
-- statement is done, so the units a statement inserts beside its variations are there to see.
DROP TRIGGER variation_stock_written_on_insert ON variations;
--> statement-breakpoint
CREATE FUNCTION variations_inserted_stock_at_default_location() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- As variation_stock_written: a change from the other direction's trigger is already agreed.
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  INSERT INTO location_stock (variation_id, location_id, stock)
  SELECT n.id, l.id, n.stock
  FROM inserted_variations n JOIN locations l ON l.is_default
  WHERE n.stock <> 0 AND NOT EXISTS (SELECT 1 FROM location_stock ls WHERE ls.variation_id = n.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variations_stock_at_default_location AFTER INSERT ON variations
  REFERENCING NEW TABLE AS inserted_variations FOR EACH STATEMENT
  EXECUTE FUNCTION variations_inserted_stock_at_default_location();
