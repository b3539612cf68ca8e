-- The sales report's read model (modules/reports README, "Speed"): `sales_facts` per order, summed
-- by day and by month per grouping (`sales_days`, `sales_months`), kept exactly current in the
-- writing transaction by statement-level triggers on every table a figure comes from, so every
-- writer — the application, an import, SQL by hand — keeps it true. Days are the shop's calendar:
-- 'Asia/Bishkek' below is the contract's storeInfo.timeZone.

-- A paid order's facts computed from its rows, as the README defines them: the sale (on the day
-- placed, promo and points shared over the lines by value), its cancellation, returns (their
-- amount shared over the returned lines by value), manual refunds (an order never paid has none:
-- modules/refunds takes returns and refunds of paid orders only); with the
-- order's channel, payment method, customer type and location, and its products' brand and
-- category as they are now.
CREATE FUNCTION sales_fact_rows(order_ids integer[]) RETURNS SETOF sales_facts LANGUAGE sql STABLE AS $$
  WITH placed AS (
    SELECT o.id, o.created_at, o.paid_at, o.status, o.subtotal, o.discount, o.points_discount,
           o.channel, o.payment_method,
           coalesce(
             (SELECT l.id FROM locations l WHERE l.code = o.pickup_shop_id),
             (SELECT a.location_id FROM stock_allocations a WHERE a.order_id = o.id
              GROUP BY a.location_id ORDER BY sum(a.quantity) DESC, a.location_id LIMIT 1)) AS location_id,
           CASE WHEN EXISTS (SELECT 1 FROM bank_transfer_invoices b WHERE b.order_id = o.id)
                THEN 'legal_entity' ELSE 'individual' END AS customer_type
    FROM orders o WHERE o.id = ANY (order_ids) AND o.paid_at IS NOT NULL
  ),
  lines AS (
    SELECT o.*, i.id AS item_id, i.product_id, i.variation_id, p.brand_id, p.category_id,
           i.unit_price, i.unit_cost, i.quantity,
           -- Money as float8, as the report sums it: whole tyiyn stay exact, shares are rounded once per group.
           (i.unit_price * i.quantity)::float8 AS value,
           (i.unit_price * i.quantity)::float8 / nullif(o.subtotal, 0) AS share
    FROM placed o JOIN order_items i ON i.order_id = o.id JOIN products p ON p.id = i.product_id
  )
  SELECT id, item_id, (created_at AT TIME ZONE 'Asia/Bishkek')::date, true,
         row_number() OVER (PARTITION BY id ORDER BY item_id) = 1,
         row_number() OVER (PARTITION BY id, product_id ORDER BY item_id) = 1,
         row_number() OVER (PARTITION BY id, variation_id ORDER BY item_id) = 1,
         row_number() OVER (PARTITION BY id, brand_id ORDER BY item_id) = 1,
         row_number() OVER (PARTITION BY id, category_id ORDER BY item_id) = 1,
         product_id, variation_id, brand_id, category_id, location_id, channel, payment_method, customer_type,
         quantity, value, coalesce(discount * share, 0), coalesce(points_discount * share, 0), 0, 0, 0,
         coalesce(unit_cost * quantity, 0)::float8, CASE WHEN unit_cost IS NULL THEN value ELSE 0 END
  FROM lines
  UNION ALL
  SELECT l.id, l.item_id, (e.created_at AT TIME ZONE 'Asia/Bishkek')::date, false, false, false, false, false, false,
         l.product_id, l.variation_id, l.brand_id, l.category_id, l.location_id, l.channel, l.payment_method,
         l.customer_type, 0, 0, 0, 0,
         l.value - coalesce((l.discount + l.points_discount) * l.share, 0), 0, l.quantity,
         -coalesce(l.unit_cost * l.quantity, 0)::float8, 0
  FROM lines l JOIN order_events e ON e.order_id = l.id AND e.status = 'cancelled'
  WHERE l.status = 'cancelled'
  UNION ALL
  SELECT l.id, l.item_id, (r.created_at AT TIME ZONE 'Asia/Bishkek')::date, false, false, false, false, false, false,
         l.product_id, l.variation_id, l.brand_id, l.category_id, l.location_id, l.channel, l.payment_method,
         l.customer_type, 0, 0, 0, 0, 0,
         coalesce(r.amount * (l.unit_price * ri.quantity)::float8
           / nullif(sum(l.unit_price * ri.quantity) OVER (PARTITION BY r.id), 0), 0),
         ri.quantity, CASE WHEN r.restock THEN -coalesce(l.unit_cost * ri.quantity, 0) ELSE 0 END::float8, 0
  FROM order_returns r JOIN order_return_items ri ON ri.return_id = r.id
    JOIN lines l ON l.item_id = ri.order_item_id AND l.id = r.order_id
  UNION ALL
  -- A return's own refund is its return; an order change's refund is said by the changed lines.
  SELECT l.id, l.item_id, (f.created_at AT TIME ZONE 'Asia/Bishkek')::date, false, false, false, false, false, false,
         l.product_id, l.variation_id, l.brand_id, l.category_id, l.location_id, l.channel, l.payment_method,
         l.customer_type, 0, 0, 0, 0, coalesce(f.amount * l.share, 0), 0, 0, 0, 0
  FROM refunds f JOIN lines l ON l.id = f.order_id
  WHERE f.reason = 'manual' AND f.return_id IS NULL AND f.state <> 'failed'
$$;
--> statement-breakpoint
-- The groupings a fact counts in, with its key ('' for none), and whether it counts its order
-- there: one sale row per order and key does, so a roll-up's `orders` is a plain sum.
CREATE FUNCTION sales_fact_keys(f sales_facts) RETURNS TABLE (dimension text, key text, counts boolean)
LANGUAGE sql IMMUTABLE AS $$
  VALUES ('product', f.product_id::text, f.counts_product),
         ('variation', f.variation_id::text, f.counts_variation),
         ('brand', f.brand_id::text, f.counts_brand),
         ('category', f.category_id::text, f.counts_category),
         ('channel', f.channel, f.counts_order),
         ('payment_method', f.payment_method, f.counts_order),
         ('customer_type', f.customer_type, f.counts_order),
         ('location', coalesce(f.location_id::text, ''), f.counts_order)
$$;
--> statement-breakpoint
-- Replaces the orders' facts with what their rows say now and adds the difference to the
-- roll-ups. Facts that did not change cancel out (so an order whose figures stay as they were
-- writes no roll-up row); keys whose figures do not move are not written. Roll-up rows are
-- upserted in key order, each table in the same order by every call (one statement), so two
-- transactions wait for each other rather than deadlock, and each adds its own delta to the row
-- the other committed. Its statements keep one
-- plan per connection (plan_cache_mode): planning the big one took ~2 ms, running it for an
-- order 0.5 ms.
CREATE FUNCTION refile_sales_facts(touched integer[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  order_ids integer[];
BEGIN
  -- Only paid orders and orders with facts (paid until now): placing an order costs two lookups.
  order_ids := array(SELECT id FROM orders WHERE id = ANY (touched) AND paid_at IS NOT NULL
                     UNION SELECT order_id FROM sales_facts WHERE order_id = ANY (touched));
  IF cardinality(order_ids) = 0 THEN
    RETURN;
  END IF;
  -- One refiling transaction at a time, from its first refile to its commit. Same-day payments
  -- take turns on their shared roll-up rows anyway; without this, two transactions refiling in
  -- several statements each (a paid courier order cancelled — its event, then its allocations —
  -- beside a payment of the same day) could each hold a row the other's next statement needs,
  -- and PostgreSQL would abort one of them: a staff action or a payment answered with an error.
  PERFORM pg_advisory_xact_lock(hashtext('sales_read_model'));
  -- Two transactions refiling one order would each delete only the facts they can see: the
  -- second waits here for the first, then reads its facts in the statements below.
  PERFORM 1 FROM orders WHERE id = ANY (order_ids) ORDER BY id FOR NO KEY UPDATE;
  WITH gone AS (DELETE FROM sales_facts WHERE order_id = ANY (order_ids) RETURNING *),
  came AS (INSERT INTO sales_facts SELECT * FROM sales_fact_rows(order_ids) RETURNING *),
  moved AS (SELECT -1 AS sign, g::sales_facts AS f FROM gone g UNION ALL SELECT 1, c::sales_facts FROM came c),
  changed AS (SELECT f, sum(sign) AS times FROM moved GROUP BY f HAVING sum(sign) <> 0),
  deltas AS (
    SELECT k.dimension, (c.f).day, k.key,
           sum(c.times * k.counts::int)::int AS orders, sum(c.times * (c.f).units)::int AS units,
           sum(c.times * (c.f).revenue) AS revenue, sum(c.times * (c.f).promo) AS promo,
           sum(c.times * (c.f).points) AS points, sum(c.times * (c.f).refunds) AS refunds,
           sum(c.times * (c.f).returns) AS returns, sum(c.times * (c.f).returned_units)::int AS returned_units,
           sum(c.times * (c.f).cost) AS cost, sum(c.times * (c.f).unknown_cost) AS unknown_cost
    FROM changed c CROSS JOIN LATERAL sales_fact_keys(c.f) k
    GROUP BY 1, 2, 3
    HAVING (sum(c.times * k.counts::int), sum(c.times * (c.f).units), sum(c.times * (c.f).revenue),
            sum(c.times * (c.f).promo), sum(c.times * (c.f).points), sum(c.times * (c.f).refunds),
            sum(c.times * (c.f).returns), sum(c.times * (c.f).returned_units), sum(c.times * (c.f).cost),
            sum(c.times * (c.f).unknown_cost)) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  ),
  by_day AS (
    INSERT INTO sales_days AS s SELECT * FROM deltas ORDER BY dimension, day, key
    ON CONFLICT (dimension, day, key) DO UPDATE SET
      orders = s.orders + excluded.orders, units = s.units + excluded.units,
      revenue = s.revenue + excluded.revenue, promo = s.promo + excluded.promo,
      points = s.points + excluded.points, refunds = s.refunds + excluded.refunds,
      returns = s.returns + excluded.returns, returned_units = s.returned_units + excluded.returned_units,
      cost = s.cost + excluded.cost, unknown_cost = s.unknown_cost + excluded.unknown_cost
  )
  INSERT INTO sales_months AS s
  SELECT dimension, date_trunc('month', day::timestamp)::date AS month, key, sum(orders), sum(units),
         sum(revenue), sum(promo), sum(points), sum(refunds), sum(returns), sum(returned_units), sum(cost),
         sum(unknown_cost)
  FROM deltas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (dimension, month, key) DO UPDATE SET
    orders = s.orders + excluded.orders, units = s.units + excluded.units,
    revenue = s.revenue + excluded.revenue, promo = s.promo + excluded.promo,
    points = s.points + excluded.points, refunds = s.refunds + excluded.refunds,
    returns = s.returns + excluded.returns, returned_units = s.returned_units + excluded.returned_units,
    cost = s.cost + excluded.cost, unknown_cost = s.unknown_cost + excluded.unknown_cost;
END;
$$;
--> statement-breakpoint
-- The read model from scratch, summed directly rather than by delta: the backfill below, after a
-- TRUNCATE of a table it reads, and the test's check that the maintained model equals it.
CREATE FUNCTION rebuild_sales_read_model() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE sales_facts, sales_days, sales_months;
  INSERT INTO sales_facts SELECT * FROM sales_fact_rows(array(SELECT id FROM orders));
  INSERT INTO sales_days
  SELECT k.dimension, f.day, k.key, count(*) FILTER (WHERE k.counts), sum(f.units), sum(f.revenue), sum(f.promo),
         sum(f.points), sum(f.refunds), sum(f.returns), sum(f.returned_units), sum(f.cost), sum(f.unknown_cost)
  FROM sales_facts f CROSS JOIN LATERAL sales_fact_keys(f) k
  GROUP BY 1, 2, 3;
  INSERT INTO sales_months
  SELECT dimension, date_trunc('month', day::timestamp)::date, key, sum(orders), sum(units), sum(revenue), sum(promo),
         sum(points), sum(refunds), sum(returns), sum(returned_units), sum(cost), sum(unknown_cost)
  FROM sales_days GROUP BY 1, 2, 3;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rebuild_sales_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_sales_read_model();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Orders: only a change of what a figure reads (an unpaid order just placed has none).
CREATE FUNCTION refile_sales_of_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refile_sales_facts(array(SELECT id FROM new_rows WHERE paid_at IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refile_sales_facts(array(SELECT id FROM old_rows));
  ELSE
    PERFORM refile_sales_facts(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.created_at, n.paid_at, n.status = 'cancelled', n.subtotal, n.discount, n.points_discount,
             n.channel, n.payment_method, n.pickup_shop_id)
        IS DISTINCT FROM (o.created_at, o.paid_at, o.status = 'cancelled', o.subtotal, o.discount,
             o.points_discount, o.channel, o.payment_method, o.pickup_shop_id)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Tables whose every row belongs to an order's figures: its lines, returns, allocations (its
-- location), invoice (its customer type).
CREATE FUNCTION refile_sales_of_order_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refile_sales_facts(array(SELECT DISTINCT order_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refile_sales_facts(array(SELECT DISTINCT order_id FROM old_rows));
  ELSE
    PERFORM refile_sales_facts(array(SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION refile_sales_of_cancellations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refile_sales_facts(array(SELECT DISTINCT order_id FROM new_rows WHERE status = 'cancelled'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refile_sales_facts(array(SELECT DISTINCT order_id FROM old_rows WHERE status = 'cancelled'));
  ELSE
    PERFORM refile_sales_facts(array(
      SELECT order_id FROM new_rows WHERE status = 'cancelled'
      UNION SELECT order_id FROM old_rows WHERE status = 'cancelled'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION refile_sales_of_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refile_sales_facts(array(SELECT DISTINCT order_id FROM new_rows WHERE reason = 'manual'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refile_sales_facts(array(SELECT DISTINCT order_id FROM old_rows WHERE reason = 'manual'));
  ELSE
    PERFORM refile_sales_facts(array(
      SELECT order_id FROM new_rows WHERE reason = 'manual'
      UNION SELECT order_id FROM old_rows WHERE reason = 'manual'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A return's lines; a return deleted with its lines is refiled by the return's own trigger.
CREATE FUNCTION refile_sales_of_return_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refile_sales_facts(array(
      SELECT DISTINCT r.order_id FROM new_rows n JOIN order_returns r ON r.id = n.return_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refile_sales_facts(array(
      SELECT DISTINCT r.order_id FROM old_rows n JOIN order_returns r ON r.id = n.return_id));
  ELSE
    PERFORM refile_sales_facts(array(
      SELECT r.order_id FROM (SELECT return_id FROM new_rows UNION SELECT return_id FROM old_rows) n
        JOIN order_returns r ON r.id = n.return_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Brand and category are the product's now: a product moved to another refiles the orders it is in.
CREATE FUNCTION refile_sales_of_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refile_sales_facts(array(
    SELECT DISTINCT f.order_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN sales_facts f ON f.product_id = n.id
    WHERE (n.brand_id, n.category_id) IS DISTINCT FROM (o.brand_id, o.category_id)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A pickup shop's location is found by its code.
CREATE FUNCTION refile_sales_of_locations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refile_sales_facts(array(SELECT id FROM orders WHERE pickup_shop_id IN (SELECT code FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refile_sales_facts(array(SELECT id FROM orders WHERE pickup_shop_id IN (SELECT code FROM old_rows)));
  ELSE
    PERFORM refile_sales_facts(array(
      SELECT id FROM orders WHERE pickup_shop_id IN (
        SELECT n.code FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.code, n.id) IS DISTINCT FROM (o.code, o.id)
        UNION
        SELECT o.code FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.code, n.id) IS DISTINCT FROM (o.code, o.id))));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Writers wait from here to the end of the migration, so the backfill misses nothing and counts nothing twice.
LOCK TABLE orders, order_items, order_events, order_returns, order_return_items, refunds, stock_allocations,
  bank_transfer_invoices, products, locations IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER orders_sales_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_orders();
--> statement-breakpoint
CREATE TRIGGER orders_sales_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_orders();
--> statement-breakpoint
CREATE TRIGGER orders_sales_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_orders();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER order_returns_sales_insert AFTER INSERT ON order_returns REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER order_returns_sales_update AFTER UPDATE ON order_returns REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER order_returns_sales_delete AFTER DELETE ON order_returns REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER stock_allocations_sales_insert AFTER INSERT ON stock_allocations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER stock_allocations_sales_update AFTER UPDATE ON stock_allocations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER stock_allocations_sales_delete AFTER DELETE ON stock_allocations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER bank_transfer_invoices_sales_insert AFTER INSERT ON bank_transfer_invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER bank_transfer_invoices_sales_update AFTER UPDATE ON bank_transfer_invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER bank_transfer_invoices_sales_delete AFTER DELETE ON bank_transfer_invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_order_rows();
--> statement-breakpoint
CREATE TRIGGER order_events_sales_insert AFTER INSERT ON order_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_cancellations();
--> statement-breakpoint
CREATE TRIGGER order_events_sales_update AFTER UPDATE ON order_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_cancellations();
--> statement-breakpoint
CREATE TRIGGER order_events_sales_delete AFTER DELETE ON order_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_cancellations();
--> statement-breakpoint
CREATE TRIGGER refunds_sales_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_refunds();
--> statement-breakpoint
CREATE TRIGGER refunds_sales_update AFTER UPDATE ON refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_refunds();
--> statement-breakpoint
CREATE TRIGGER refunds_sales_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_refunds();
--> statement-breakpoint
CREATE TRIGGER order_return_items_sales_insert AFTER INSERT ON order_return_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_return_lines();
--> statement-breakpoint
CREATE TRIGGER order_return_items_sales_update AFTER UPDATE ON order_return_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_return_lines();
--> statement-breakpoint
CREATE TRIGGER order_return_items_sales_delete AFTER DELETE ON order_return_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_return_lines();
--> statement-breakpoint
CREATE TRIGGER products_sales_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_products();
--> statement-breakpoint
CREATE TRIGGER locations_sales_insert AFTER INSERT ON locations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_locations();
--> statement-breakpoint
CREATE TRIGGER locations_sales_update AFTER UPDATE ON locations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_locations();
--> statement-breakpoint
CREATE TRIGGER locations_sales_delete AFTER DELETE ON locations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refile_sales_of_locations();
--> statement-breakpoint
CREATE TRIGGER orders_sales_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_sales_after_truncate();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_sales_after_truncate();
--> statement-breakpoint
CREATE TRIGGER order_events_sales_truncate AFTER TRUNCATE ON order_events
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_sales_after_truncate();
--> statement-breakpoint
CREATE TRIGGER order_returns_sales_truncate AFTER TRUNCATE ON order_returns
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_sales_after_truncate();
--> statement-breakpoint
CREATE TRIGGER order_return_items_sales_truncate AFTER TRUNCATE ON order_return_items
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_sales_after_truncate();
--> statement-breakpoint
CREATE TRIGGER refunds_sales_truncate AFTER TRUNCATE ON refunds
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_sales_after_truncate();
--> statement-breakpoint
CREATE TRIGGER stock_allocations_sales_truncate AFTER TRUNCATE ON stock_allocations
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_sales_after_truncate();
--> statement-breakpoint
CREATE TRIGGER bank_transfer_invoices_sales_truncate AFTER TRUNCATE ON bank_transfer_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_sales_after_truncate();
--> statement-breakpoint
CREATE TRIGGER products_sales_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_sales_after_truncate();
--> statement-breakpoint
CREATE TRIGGER locations_sales_truncate AFTER TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_sales_after_truncate();
--> statement-breakpoint
SELECT rebuild_sales_read_model();
