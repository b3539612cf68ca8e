-- Hand-written: `search_words` (migration 0050) holds the distinct words of the published
-- products' search text and how many products hold each, kept by statement-level triggers with
-- transition tables on `products` (one per event: PostgreSQL allows transition tables only on
-- single-event triggers without a column list, so the UPDATE one picks the rows whose search text
-- or publication really changed itself). Words are what `normalizeForSearch` leaves between
-- spaces and the ' | ' part separators: the search text holds nothing else.
CREATE FUNCTION search_words_change(removed text[], added text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  -- A product counts once per word, however often the word occurs in its text.
  WITH counted AS (
    SELECT w AS word, sum(sign)::int AS n
    FROM (
      SELECT DISTINCT -1 AS sign, t.ord, w
      FROM unnest(removed) WITH ORDINALITY t(txt, ord), regexp_split_to_table(t.txt, '[ |]+') w
      WHERE w <> ''
      UNION ALL
      SELECT DISTINCT 1, t.ord, w
      FROM unnest(added) WITH ORDINALITY t(txt, ord), regexp_split_to_table(t.txt, '[ |]+') w
      WHERE w <> ''
    ) words
    GROUP BY w
    HAVING sum(sign) <> 0
  ),
  -- In key order, so two writers adding the same words queue rather than deadlock.
  upserted AS (
    INSERT INTO search_words AS s (word, products) SELECT word, n FROM counted ORDER BY word
    ON CONFLICT (word) DO UPDATE SET products = s.products + excluded.products
    RETURNING s.word, s.products
  )
  SELECT array_agg(word) INTO emptied FROM upserted WHERE products <= 0;
  -- A row changed by the statement above cannot be deleted by that same statement.
  IF emptied IS NOT NULL THEN
    DELETE FROM search_words WHERE word = ANY (emptied) AND products <= 0;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION products_inserted_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_change('{}', array(SELECT search_text FROM inserted_products WHERE published));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION products_deleted_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_change(array(SELECT search_text FROM deleted_products WHERE published), '{}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Most updates of products (prices, stock, sales counts) touch neither column: they cost the join.
CREATE FUNCTION products_updated_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_change(
    array(SELECT o.search_text FROM old_products o JOIN new_products n ON n.id = o.id
          WHERE o.published AND (o.search_text, o.published) IS DISTINCT FROM (n.search_text, n.published)),
    array(SELECT n.search_text FROM old_products o JOIN new_products n ON n.id = o.id
          WHERE n.published AND (o.search_text, o.published) IS DISTINCT FROM (n.search_text, n.published)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_inserted_search_words AFTER INSERT ON products
REFERENCING NEW TABLE AS inserted_products
FOR EACH STATEMENT EXECUTE FUNCTION products_inserted_search_words();
--> statement-breakpoint
CREATE TRIGGER products_deleted_search_words AFTER DELETE ON products
REFERENCING OLD TABLE AS deleted_products
FOR EACH STATEMENT EXECUTE FUNCTION products_deleted_search_words();
--> statement-breakpoint
CREATE TRIGGER products_updated_search_words AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION products_updated_search_words();
--> statement-breakpoint
-- The demo catalogue's rebuild empties products with TRUNCATE, which fires no DELETE trigger.
CREATE FUNCTION products_truncated_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_truncated_search_words AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION products_truncated_search_words();
--> statement-breakpoint
SELECT search_words_change('{}', array(SELECT search_text FROM products WHERE published));
