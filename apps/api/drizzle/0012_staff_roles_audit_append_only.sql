-- The one "staff" role splits into the matrix's manager and warehouse; existing staff kept what
-- they could do (move orders), which the manager role includes.
UPDATE users SET role = 'manager' WHERE role = 'staff';
--> statement-breakpoint
-- The audit trail is append-only for everyone but the database owner's maintenance: no code
-- path of the application can rewrite or erase what staff did.
CREATE FUNCTION audit_entries_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only
  BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate
  BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_refuse_change();
