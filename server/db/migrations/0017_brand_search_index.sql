-- The brand search (a case-insensitive substring of the name) reads a trigram index. It is
-- optional: a PostgreSQL without the pg_trgm extension still answers, by a scan of the small
-- brands table, so a refusal here leaves the migration applied.
DO $$
BEGIN
	CREATE EXTENSION IF NOT EXISTS pg_trgm;
	CREATE INDEX IF NOT EXISTS "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
	RAISE NOTICE 'pg_trgm is not available: the brand search scans the brands table.';
END $$;
