-- The orders board's live feed (modules/staff-orders/order-feed.ts): every new order and every
-- status change is announced on the `staff_orders` channel. NOTIFY is transactional, so a
-- listener hears of an order only once it committed, from whichever API process wrote it.
CREATE FUNCTION notify_staff_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'staff_orders',
    json_build_object(
      'kind', CASE TG_OP WHEN 'INSERT' THEN 'created' ELSE 'status' END,
      'order_id', NEW.id,
      'status', NEW.status
    )::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_notify_staff_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION notify_staff_orders();
--> statement-breakpoint
CREATE TRIGGER orders_notify_staff_status AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION notify_staff_orders();
