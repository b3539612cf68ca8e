-- bench:staff's data: 20,000 shoppers and BENCH_ORDERS orders over the last year, one to three
-- lines each, in plain SQL (generate_series) so 500,000 orders take seconds, not an hour of API calls.
-- :orders is substituted by scripts/bench-staff.mjs.
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
  SELECT i, now() - (i * (31536000.0 / :orders) || ' seconds')::interval AS at FROM generate_series(1, :orders) AS i
)
INSERT INTO orders (user_id, status, customer_name, phone, email, country, city, address, language,
                    delivery_method, delivery_city, pickup_shop_id, subtotal, delivery_fee, total,
                    expires_at, paid_at, payment_method, created_at, updated_at)
SELECT s.id,
       CASE WHEN p.at > now() - interval '2 days'
            THEN (ARRAY['processed','pay','assembly','assembly','ready','delivery','delivered','cancelled'])[1 + p.i % 8]
            WHEN p.i % 7 = 0 THEN 'cancelled' ELSE 'delivered' END,
       s.first_name || ' ' || s.last_name, s.phone, s.email, 'Kyrgyzstan',
       (ARRAY['Бишкек','Ош','Каракол','Бишкек','Джалал-Абад','Бишкек'])[1 + p.i % 6],
       'ул. Киевская ' || (p.i % 200), 'ru',
       CASE WHEN p.i % 3 = 0 THEN 'pickup' ELSE 'courier' END,
       CASE WHEN p.i % 3 = 0 THEN NULL ELSE (ARRAY['Бишкек','Ош','Каракол','Бишкек','Джалал-Абад','Бишкек'])[1 + p.i % 6] END,
       CASE WHEN p.i % 3 = 0 THEN 'tsum' END,
       100000 + (p.i * 7717) % 900000, 0, 100000 + (p.i * 7717) % 900000,
       p.at + interval '30 minutes',
       CASE WHEN p.at > now() - interval '2 days' AND p.i % 8 < 1 THEN NULL ELSE p.at + interval '5 minutes' END,
       (ARRAY['card','card','card','cash','bank_transfer'])[1 + p.i % 5],
       p.at, p.at
FROM placed p JOIN shoppers s ON s.n = p.i % 20000;

WITH pool AS (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM variations ORDER BY id LIMIT 2000) AS v)
INSERT INTO order_items (order_id, variation_id, product_id, title, variation_name, image, unit_price, quantity)
SELECT o.id, v.id, v.product_id, 'Bench product', 'Standard', '/media/products/1.svg', 100000, 1 + k % 2
FROM orders o
CROSS JOIN generate_series(1, 3) AS k
CROSS JOIN pool
JOIN variations v ON v.id = pool.ids[1 + (o.id * 31 + k) % array_length(pool.ids, 1)]
WHERE k <= 1 + o.id % 3;

ALTER TABLE orders ENABLE TRIGGER orders_notify_staff_insert;
