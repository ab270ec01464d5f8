-- Least privilege that holds: the app's role writes rows people own,
-- never a figure derived from them. Balances, roll-ups and tallies are moved by triggers that run
-- with the rights of the tables' owner (SECURITY DEFINER; the migrations and these files run as that owner), and a
-- transaction's money by one function of the same kind, so the role needs no write on any of them.
--
-- The app's role (the server's connection; the owner runs the migrations and these files) gets
-- what the app does and no more, read from marks the tables already have, so that a new table
-- needs no new code here:
--   - every table: SELECT, INSERT, UPDATE, DELETE;
--   - an append-only table (audit, activity, transfers, rates: those with the shared TRUNCATE
--     trigger, append_only_refuse_truncate): SELECT and INSERT;
--   - a table listed in app_role_grants (migration 0036, which says why for each: roll-ups, the
--     ledger, payout runs, KYC, service levels, the money columns of a transaction): its
--     privileges there and nothing else, and UPDATE of the listed columns only, or of every column
--     but the listed ones. The rows the app must never rewrite are guarded by triggers as well.
-- A row lock (SELECT … FOR UPDATE) needs UPDATE on one column: sla_policies and sla_alert_schedule
-- keep one such column for their locks, and a trigger refuses any UPDATE that is not the owner's.
CREATE OR REPLACE FUNCTION public.grant_app_role(app_role text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	guarded regclass;
	listed record;
	tbl regclass;
	missing text;
BEGIN
	EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), app_role);
	EXECUTE format('GRANT USAGE ON SCHEMA public, drizzle TO %I', app_role);
	EXECUTE format('GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO %I', app_role);
	-- Revoking a table's privilege revokes it on each of its columns too: a rerun starts clean.
	EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA public FROM %I', app_role);
	EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %I', app_role);
	EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO %I', app_role);
	FOR guarded IN
		SELECT DISTINCT tgrelid::regclass FROM pg_trigger
		WHERE tgfoid = 'append_only_refuse_truncate'::regproc
	LOOP
		EXECUTE format('REVOKE UPDATE, DELETE ON %s FROM %I', guarded, app_role);
	END LOOP;
	FOR listed IN SELECT * FROM "app_role_grants" ORDER BY "table_name" LOOP
		tbl := to_regclass(format('public.%I', listed."table_name"));
		IF tbl IS NULL THEN
			RAISE EXCEPTION 'app_role_grants names %, which is no table: remove its row', listed."table_name";
		END IF;
		SELECT c INTO missing FROM unnest(coalesce(listed."update_columns", listed."not_updated_columns")) c
		WHERE NOT EXISTS (SELECT FROM pg_attribute WHERE "attrelid" = tbl AND "attname" = c AND "attnum" > 0 AND NOT "attisdropped")
		LIMIT 1;
		IF FOUND THEN
			RAISE EXCEPTION 'app_role_grants names column % of %, which has none', missing, tbl;
		END IF;
		EXECUTE format('REVOKE ALL ON %s FROM %I', tbl, app_role);
		IF cardinality(listed."privileges") > 0 THEN
			EXECUTE format('GRANT %s ON %s TO %I', array_to_string(listed."privileges", ', '), tbl, app_role);
		END IF;
		IF listed."update_columns" IS NOT NULL THEN
			EXECUTE format('GRANT UPDATE (%s) ON %s TO %I',
				(SELECT string_agg(quote_ident(c), ', ') FROM unnest(listed."update_columns") c), tbl, app_role);
		ELSIF listed."not_updated_columns" IS NOT NULL THEN
			EXECUTE format('GRANT UPDATE (%s) ON %s TO %I',
				(SELECT string_agg(quote_ident("attname"), ', ') FROM pg_attribute
					WHERE "attrelid" = tbl AND "attnum" > 0 AND NOT "attisdropped" AND "attgenerated" = ''
						AND "attname" <> ALL (listed."not_updated_columns")),
				tbl, app_role);
		END IF;
	END LOOP;
END;
$function$;
