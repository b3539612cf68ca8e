-- Hand-written: a product's published reviews, as a shopper reads them on the product page (the
-- reviews, their photos and their authors' shown names), move `catalog_version` too, with the
-- same statement-level note as the catalogue's own tables (migration 0056). Server-rendered
-- product pages carry the most helpful reviews in their first screen and in their head, and are
-- kept under the version (decision 085): a review published, edited, voted on or hidden, or an
-- author renaming themselves, is then in the very next page.
--
-- `users` moves it only when a name changes (or an account goes): a sign-in, a password or a
-- phone number is no reason to read the catalogue again.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['reviews', 'review_photos'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change()',
      t || '_catalog_change', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_catalog_change AFTER UPDATE OF first_name, last_name OR DELETE OR TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
