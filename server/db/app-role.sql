-- The least-privilege role the server connects as on PostgreSQL (README, "A role that cannot erase
-- the audit trail"). Run it with psql as the owner of the tables (the role the migrations run as),
-- on a new database or a migrated one:
--   psql "$DATABASE_OWNER_URL" -f server/db/app-role.sql
--   psql "$DATABASE_OWNER_URL" -c "ALTER ROLE gca_app PASSWORD '…'"
-- then start the server with DATABASE_URL=postgres://gca_app:…@host/db and DATABASE_OWNER_URL set
-- to the owner's URL: it migrates as the owner and grants the role what each migration adds.
-- `-v app_role=name` names another role. Any error (the owner may not create roles, say) stops
-- the script with psql's exit status 3, never a 0 after a failed step.
\set ON_ERROR_STOP on
\if :{?app_role}
\else
\set app_role gca_app
\endif
SELECT format('CREATE ROLE %I LOGIN', :'app_role')
	WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'app_role') \gexec
-- Before the first migration there is nothing to grant yet: the server grants it once migrated.
SELECT to_regproc('public.grant_app_role') IS NOT NULL AS migrated \gset
\if :migrated
SELECT grant_app_role(:'app_role');
\else
\echo 'No tables yet: the server grants' :app_role 'its rights when it first migrates.'
\endif
