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
-- A SQL function, planned at each call for the table as it is then: a plan PL/pgSQL kept from
-- the first call, on a table still empty, would read the whole table for each batch once it is not.
CREATE FUNCTION stock_at_default_location(variation_ids int[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO location_stock (variation_id, location_id, stock)
  SELECT v.id, l.id, v.stock
  FROM variations v JOIN locations l ON l.is_default
  WHERE v.id = ANY(variation_ids) AND NOT EXISTS (SELECT 1 FROM location_stock ls WHERE ls.variation_id = v.id);
$$;
--> statement-breakpoint
CREATE FUNCTION variations_inserted_stock_at_default_location() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- As variation_stock_written: a change from the other direction's trigger is already agreed.
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  PERFORM stock_at_default_location(ARRAY(SELECT id FROM inserted_variations WHERE stock <> 0));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variations_stock_at_default_location AFTER INSERT ON variations
  REFERENCING NEW TABLE AS inserted_variations FOR EACH STATEMENT
  EXECUTE FUNCTION variations_inserted_stock_at_default_location();
