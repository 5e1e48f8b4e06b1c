-- The role the app runs as (issue 14): it reads and writes the data, but owns nothing, so it cannot alter a table,
-- disable a trigger or rewrite the audit trail. Migrations run as the tables' owner (MIGRATION_DATABASE_URL, or
-- DATABASE_URL when the app migrates its own database in development); the app connects as konsult_app
-- (DATABASE_URL=postgres://konsult_app:…@host/db in production, where the operator gives it a password).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'konsult_app') THEN
    CREATE ROLE konsult_app LOGIN NOINHERIT;
  END IF;
END
$$;

GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO konsult_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO konsult_app;
-- Tables and sequences later migrations create get the same (those migrations run as the owner, as this one does).
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO konsult_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO konsult_app;

-- The audit trail: appended to and read, never changed. The trigger stays as a second lock.
REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM konsult_app;
-- Which migrations ran is the owner's business.
REVOKE INSERT, UPDATE, DELETE ON schema_migrations FROM konsult_app;
