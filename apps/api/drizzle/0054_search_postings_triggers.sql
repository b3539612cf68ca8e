-- Hand-written: `search_postings` (migration 0053) holds, for each published product, every word of
-- its search text and each prefix of 3 to 8 letters of those words (a word longer than 8 letters is
-- a term too), with the term's best tier in the product and the product's popularity bucket. Kept
-- exactly current by statement-level triggers with transition tables on `products`, as
-- `search_words` is (migration 0051): an update rewrites a product's postings only when its search
-- text, its publication or its bucket changed — a bucket changes when the sales double, a handful
-- of times in a product's life, not at every sale.

-- floor(log2(sales + 1)), in integers: the position of the highest set bit of sales + 1.
CREATE FUNCTION search_bucket(sales integer) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (32 - position('1' IN (greatest(sales, 0)::bigint + 1)::bit(32)::text))::smallint
$$;
--> statement-breakpoint
-- The terms of a search text and the best tier of each, as `searchTier` ranks a one-word query:
-- 0 when it starts one of the three title parts, 1 when it starts the brand (the fourth part),
-- 2 when it starts another word. Parts are separated by ' | ', words by single spaces.
CREATE FUNCTION search_posting_terms(txt text) RETURNS TABLE (term text, tier smallint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT t.term, min(w.tier)::smallint
  FROM (
    SELECT q.w, CASE WHEN q.i = 1 AND p.n <= 3 THEN 0 WHEN q.i = 1 AND p.n = 4 THEN 1 ELSE 2 END AS tier
    FROM unnest(string_to_array(txt, ' | ')) WITH ORDINALITY p(part, n)
    CROSS JOIN LATERAL unnest(string_to_array(p.part, ' ')) WITH ORDINALITY q(w, i)
    WHERE q.w <> ''
  ) w
  CROSS JOIN LATERAL (
    SELECT left(w.w, k) AS term FROM generate_series(3, least(length(w.w), 8)) k
    UNION ALL
    SELECT w.w WHERE length(w.w) > 8
  ) t
  GROUP BY t.term
$$;
--> statement-breakpoint
CREATE FUNCTION products_inserted_search_postings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_postings (term, tier, bucket, product_id)
  SELECT t.term, t.tier, search_bucket(i.sales_count), i.id
  FROM inserted_products i CROSS JOIN LATERAL search_posting_terms(i.search_text) t
  WHERE i.published;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION products_deleted_search_postings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings s
  USING (
    SELECT t.term, t.tier, search_bucket(d.sales_count) AS bucket, d.id
    FROM deleted_products d CROSS JOIN LATERAL search_posting_terms(d.search_text) t
    WHERE d.published
  ) o
  WHERE s.term = o.term AND s.tier = o.tier AND s.bucket = o.bucket AND s.product_id = o.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Most updates of products (prices, stock, a sale that leaves the bucket) change none of the three:
-- they cost the join. Only the postings that differ are written: a renamed word rewrites its own
-- terms, a bucket change the product's. The deleted and inserted keys are disjoint, so the two
-- parts of the one statement do not meet.
CREATE FUNCTION products_updated_search_postings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.id, o.search_text AS old_text, o.published AS old_published, search_bucket(o.sales_count) AS old_bucket,
           n.search_text AS new_text, n.published AS new_published, search_bucket(n.sales_count) AS new_bucket
    FROM old_products o JOIN new_products n ON n.id = o.id
    WHERE (o.published OR n.published)
      AND (o.search_text, o.published, search_bucket(o.sales_count))
          IS DISTINCT FROM (n.search_text, n.published, search_bucket(n.sales_count))
  ),
  old_rows AS (
    SELECT t.term, t.tier, c.old_bucket AS bucket, c.id
    FROM changed c CROSS JOIN LATERAL search_posting_terms(c.old_text) t WHERE c.old_published
  ),
  new_rows AS (
    SELECT t.term, t.tier, c.new_bucket AS bucket, c.id
    FROM changed c CROSS JOIN LATERAL search_posting_terms(c.new_text) t WHERE c.new_published
  ),
  removed AS (
    DELETE FROM search_postings s
    USING (SELECT * FROM old_rows EXCEPT ALL SELECT * FROM new_rows) o
    WHERE s.term = o.term AND s.tier = o.tier AND s.bucket = o.bucket AND s.product_id = o.id
    RETURNING 1
  )
  INSERT INTO search_postings (term, tier, bucket, product_id)
  SELECT * FROM new_rows EXCEPT ALL SELECT * FROM old_rows;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_inserted_search_postings AFTER INSERT ON products
REFERENCING NEW TABLE AS inserted_products
FOR EACH STATEMENT EXECUTE FUNCTION products_inserted_search_postings();
--> statement-breakpoint
CREATE TRIGGER products_deleted_search_postings AFTER DELETE ON products
REFERENCING OLD TABLE AS deleted_products
FOR EACH STATEMENT EXECUTE FUNCTION products_deleted_search_postings();
--> statement-breakpoint
CREATE TRIGGER products_updated_search_postings AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION products_updated_search_postings();
--> statement-breakpoint
-- The demo catalogue's rebuild empties products with TRUNCATE, which fires no DELETE trigger.
CREATE FUNCTION products_truncated_search_postings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_truncated_search_postings AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION products_truncated_search_postings();
--> statement-breakpoint
INSERT INTO search_postings (term, tier, bucket, product_id)
SELECT t.term, t.tier, search_bucket(p.sales_count), p.id
FROM products p CROSS JOIN LATERAL search_posting_terms(p.search_text) t
WHERE p.published;
