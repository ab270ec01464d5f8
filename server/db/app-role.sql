-- The least-privilege role the server connects as on PostgreSQL (README, "A role that cannot erase
-- the audit trail"). Run it as the owner of the tables, the role the migrations ran as:
--   psql "$DATABASE_OWNER_URL" -f server/db/app-role.sql
--   psql "$DATABASE_OWNER_URL" -c "ALTER ROLE gca_app PASSWORD '…'"
-- then start the server with DATABASE_URL=postgres://gca_app:…@host/db and DATABASE_OWNER_URL set
-- to the owner's URL: it migrates as the owner and grants the role what each new migration adds.
DO $$
BEGIN
	IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gca_app') THEN
		CREATE ROLE gca_app LOGIN;
	END IF;
END
$$;
SELECT grant_app_role('gca_app');
