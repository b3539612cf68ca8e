-- bench:reports' data: 20,000 shoppers and :orders orders over the last two years (so a year's report
-- has a previous year to compare with), one to three lines each at the variation's price and cost
-- (one line in ten without a cost), every channel and payment method, promo codes and points on
-- some, paid orders cancelled later, returns, bank-transfer invoices (legal entities). Plain SQL
-- (generate_series): 500,000 orders in a few minutes. :orders is substituted by bench-reports.mjs.
ALTER TABLE orders DISABLE TRIGGER orders_notify_staff_insert;

INSERT INTO users (email, password_hash, first_name, last_name, phone, role, language, terms_accepted_at, adult_confirmed_at, created_at)
SELECT 'bench.' || i || '@example.kg', 'bench-no-login',
       (ARRAY['Айзада','Бекзат','Нурлан','Гульнара','Азамат','Мээрим','Daniyar','Aigerim','Чолпон','Эрмек'])[1 + i % 10],
       (ARRAY['Токтогулова','Садыков','Абдыкадыров','Осмонова','Jumabaev','Иманалиева','Турдубеков'])[1 + i % 7],
       '+996' || (ARRAY['555','700','770','505','220'])[1 + i % 5] || lpad(((i * 7919) % 1000000)::text, 6, '0'),
       'shopper', (ARRAY['ru','ky','en'])[1 + i % 3], now(), now(), now() - (i || ' hours')::interval
FROM generate_series(1, 20000) AS i;

WITH shoppers AS (
  SELECT id, first_name, last_name, phone, email, row_number() OVER (ORDER BY id) - 1 AS n
  FROM users WHERE email LIKE 'bench.%'
),
placed AS (
  SELECT i, now() - (i * (2 * 31536000.0 / :orders) || ' seconds')::interval AS at FROM generate_series(1, :orders) AS i
)
INSERT INTO orders (user_id, status, customer_name, phone, email, country, city, address, language,
                    delivery_method, delivery_city, pickup_shop_id, subtotal, delivery_fee, total,
                    expires_at, paid_at, payment_method, channel, created_at, updated_at)
SELECT s.id,
       CASE WHEN p.i % 13 = 0 OR p.i % 17 = 0 THEN 'cancelled' ELSE 'delivered' END,
       s.first_name || ' ' || s.last_name, s.phone, s.email, 'Kyrgyzstan', 'Бишкек',
       'ул. Киевская ' || (p.i % 200), 'ru',
       CASE WHEN p.i % 3 = 0 THEN 'pickup' ELSE 'courier' END,
       CASE WHEN p.i % 3 = 0 THEN NULL ELSE 'Бишкек' END,
       CASE WHEN p.i % 3 = 0 THEN (ARRAY['tsum','tsum','asia-mall'])[1 + p.i % 3] END,
       0, 0, 0,
       p.at + interval '30 minutes',
       -- Every 17th order was never paid (and was cancelled); every 13th was paid and cancelled later.
       CASE WHEN p.i % 17 = 0 THEN NULL ELSE p.at + interval '5 minutes' END,
       (ARRAY['card','card','card','cash','bank_transfer'])[1 + p.i % 5],
       (ARRAY['site','site','site','site','phone','whatsapp','instagram','shop'])[1 + p.i % 8],
       p.at, p.at
FROM placed p JOIN shoppers s ON s.n = p.i % 20000;

WITH pool AS (SELECT array_agg(id ORDER BY id) AS ids FROM variations)
INSERT INTO order_items (order_id, variation_id, product_id, title, variation_name, image, unit_price, unit_cost, quantity, created_at)
SELECT o.id, v.id, v.product_id, 'Bench product', 'Standard', '/media/products/1.svg', v.price,
       CASE WHEN (o.id + k) % 10 = 0 THEN NULL ELSE coalesce(v.cost, v.price * 6 / 10) END, 1 + k % 2, o.created_at
FROM orders o
CROSS JOIN generate_series(1, 3) AS k
CROSS JOIN pool
JOIN variations v ON v.id = pool.ids[1 + (o.id * 31 + k * 7) % array_length(pool.ids, 1)]
WHERE k <= 1 + o.id % 3 AND o.email LIKE 'bench.%';

-- Each order's money from its lines: a 10 % promo code on every 10th, 200 som of points on every 20th.
UPDATE orders o SET subtotal = l.value,
       discount = CASE WHEN o.id % 10 = 0 THEN l.value / 10 ELSE 0 END,
       points_discount = CASE WHEN o.id % 20 = 0 THEN least(20000, l.value / 2) ELSE 0 END,
       total = l.value - CASE WHEN o.id % 10 = 0 THEN l.value / 10 ELSE 0 END
               - CASE WHEN o.id % 20 = 0 THEN least(20000, l.value / 2) ELSE 0 END
FROM (SELECT order_id, sum(unit_price * quantity)::int AS value FROM order_items GROUP BY order_id) l
WHERE l.order_id = o.id AND o.email LIKE 'bench.%';

-- Each order's timeline, as a shop's is: placed, paid, delivered or cancelled (the report finds cancellations in it).
INSERT INTO order_events (order_id, status, actor, created_at)
SELECT id, 'processed', 'buyer', created_at FROM orders WHERE email LIKE 'bench.%'
UNION ALL
SELECT id, 'pay', 'system', paid_at FROM orders WHERE paid_at IS NOT NULL AND email LIKE 'bench.%'
UNION ALL
SELECT id, status, 'staff', created_at + interval '1 day' FROM orders
WHERE status IN ('cancelled', 'delivered') AND email LIKE 'bench.%';

-- Every 50th delivered order brought one unit of its first line back, one in five not restocked.
WITH first_lines AS (
  SELECT DISTINCT ON (i.order_id) i.order_id, i.id AS item_id, i.unit_price, o.user_id, o.created_at
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE o.status = 'delivered' AND o.id % 50 = 0 AND o.email LIKE 'bench.%'
  ORDER BY i.order_id, i.id
),
returned AS (
  INSERT INTO order_returns (order_id, reason, restock, rule_amount, rule_percent, amount, idempotency_key, created_by, created_at)
  SELECT order_id, 'defect', order_id % 5 <> 0, unit_price, 100, unit_price, 'bench', user_id, created_at + interval '5 days'
  FROM first_lines
  RETURNING id, order_id
)
INSERT INTO order_return_items (return_id, order_item_id, quantity)
SELECT r.id, f.item_id, 1 FROM returned r JOIN first_lines f ON f.order_id = r.order_id;

INSERT INTO bank_transfer_invoices (order_id, buyer, issued_at, valid_until)
SELECT id, '{"organisation_name":"ОсОО Бенч","inn":"01234567890123"}'::jsonb, created_at, created_at + interval '5 days'
FROM orders WHERE payment_method = 'bank_transfer' AND email LIKE 'bench.%';

ALTER TABLE orders ENABLE TRIGGER orders_notify_staff_insert;
