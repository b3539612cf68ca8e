-- The orders board's per-status counts, kept current in the transaction of every change to
-- `orders` (decision record 022): each statement that inserts, deletes or moves orders between
-- statuses appends its net change per status to `order_status_tallies`. Appending, never
-- updating, so concurrent checkouts and status changes never wait on one another's counter row.
-- Statement-level with transition tables: a bulk change adds one row per status, not per order.
CREATE FUNCTION tally_order_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_tallies (status, delta)
      SELECT status, count(*)::int FROM new_orders GROUP BY status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_status_tallies (status, delta)
      SELECT status, -count(*)::int FROM old_orders GROUP BY status;
  ELSE
    -- Every update fires this (transition tables allow no column list); most move nothing.
    INSERT INTO order_status_tallies (status, delta)
      SELECT status, sum(delta)::int
      FROM (SELECT status, 1 AS delta FROM new_orders UNION ALL SELECT status, -1 FROM old_orders) AS moved
      GROUP BY status
      HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION clear_order_status_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_tallies;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Writers wait from here to the end of the migration, so the count below misses no order and
-- counts none twice.
LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER orders_tally_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION tally_order_statuses();
--> statement-breakpoint
CREATE TRIGGER orders_tally_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION tally_order_statuses();
--> statement-breakpoint
CREATE TRIGGER orders_tally_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION tally_order_statuses();
--> statement-breakpoint
CREATE TRIGGER orders_tally_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION clear_order_status_tallies();
--> statement-breakpoint
INSERT INTO order_status_tallies (status, delta) SELECT status, count(*)::int FROM orders GROUP BY status;
--> statement-breakpoint
-- The board's phone search (staff-orders/order-search.ts) matches a typed part of a number as a
-- prefix of these indexes' expressions. With the default statistics a prefix is estimated at
-- 1% of the orders (one histogram bucket), and the planner walks the date index hoping to meet
-- 25 of them early, through every order when the phone's are old (seconds at 500,000 orders).
-- A finer histogram gives estimates near the truth, and the plan reads the matches only.
ALTER INDEX orders_phone_digits_idx ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX orders_phone_digits_reversed_idx ALTER COLUMN 1 SET STATISTICS 1000;
