ALTER TABLE "users" ADD COLUMN "second_factor_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "second_factor_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_epoch" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Row triggers do not fire on TRUNCATE: an append-only table also needs this statement trigger.
-- Any append-only table (the audit trail, the payout ledger) uses the same function, and
-- grant_app_role below finds those tables by it.
CREATE FUNCTION "append_only_refuse_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: it cannot be truncated', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_logs_no_truncate" BEFORE TRUNCATE ON "audit_logs" FOR EACH STATEMENT EXECUTE FUNCTION "append_only_refuse_truncate"();--> statement-breakpoint
-- The ledger's transfers are append-only too (migration 0011 refuses their TRUNCATE with its own
-- function): marked with this one as well, so that grant_app_role withholds UPDATE and DELETE.
CREATE TRIGGER "ledger_transfers_append_only_truncate" BEFORE TRUNCATE ON "ledger_transfers" FOR EACH STATEMENT EXECUTE FUNCTION "append_only_refuse_truncate"();--> statement-breakpoint
-- The privileges of the role the server connects as, when migrations run as the tables' owner
-- (DATABASE_OWNER_URL): rows of every table, but only INSERT and SELECT on the append-only ones;
-- no TRUNCATE, no DDL, so no ALTER TABLE … DISABLE TRIGGER either (that needs the owner).
-- Called by the server after each migration run, and by server/db/app-role.sql.
CREATE FUNCTION "grant_app_role"("app_role" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	append_only regclass;
BEGIN
	EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), app_role);
	EXECUTE format('GRANT USAGE ON SCHEMA public, drizzle TO %I', app_role);
	EXECUTE format('GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO %I', app_role);
	EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA public FROM %I', app_role);
	EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %I', app_role);
	EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO %I', app_role);
	FOR append_only IN
		SELECT DISTINCT tgrelid::regclass FROM pg_trigger
		WHERE tgfoid = 'append_only_refuse_truncate'::regproc
	LOOP
		EXECUTE format('REVOKE UPDATE, DELETE ON %s FROM %I', append_only, app_role);
	END LOOP;
	-- The ledger's accounts and daily totals are updated (balances) but never deleted.
	FOR append_only IN
		SELECT DISTINCT tgrelid::regclass FROM pg_trigger
		WHERE tgfoid = 'ledger_refuse_change'::regproc
	LOOP
		EXECUTE format('REVOKE DELETE ON %s FROM %I', append_only, app_role);
	END LOOP;
END;
$$;--> statement-breakpoint
-- Card photos often show the code the database seals: private unless a brand shows it.
ALTER TABLE "media" ADD COLUMN "is_private" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "media" SET "is_private" = false WHERE "id" IN (SELECT "image_id" FROM "brands" WHERE "image_id" IS NOT NULL);
