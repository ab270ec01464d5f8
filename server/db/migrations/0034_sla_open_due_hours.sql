-- The total of the list's sla_state=breached (issue 32) without reading the breached range: how
-- many open review clocks (sla_met_at IS NULL, the list's openClockIs) fall due in each UTC hour.
-- Breached at `now` is then the sum of the hours already over, plus a count of the open clocks
-- due between the start of the current hour and `now` (a short range of transactions_sla_open_idx):
-- plugins/transactions/sla-counts.ts. At a million rows the breached range is 116,692 index
-- entries, 20 ms to count; the hours with open clocks are a few hundred rows.
-- An hour whose last open clock ends is removed, so the table holds the hours of open clocks only.
CREATE TABLE "sla_open_due_hours" (
	"hour" timestamp with time zone PRIMARY KEY,
	"open_count" bigint NOT NULL
);
--> statement-breakpoint
-- Adds a statement's changes, netted per hour (a statement that moves no clock writes nothing), in
-- hour order so that concurrent writers lock the rows in one order. Each writer takes the row lock
-- of its hour until it commits: the contention of sla_daily's row per day (sla_record), which
-- every decision already takes. Hours are UTC whatever the session's time zone.
CREATE FUNCTION "sla_open_due_hours_add"("changes" timestamptz[], "deltas" integer[])
RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
	INSERT INTO "sla_open_due_hours" AS h ("hour", "open_count")
		SELECT date_trunc('hour', c."due_at", 'UTC'), sum(c."delta")
		FROM unnest("changes", "deltas") AS c("due_at", "delta")
		GROUP BY 1 HAVING sum(c."delta") <> 0 ORDER BY 1
		ON CONFLICT ("hour") DO UPDATE SET "open_count" = h."open_count" + excluded."open_count";
	DELETE FROM "sla_open_due_hours"
		WHERE "open_count" = 0 AND "hour" IN (SELECT date_trunc('hour', c, 'UTC') FROM unnest("changes") c);
$$;
--> statement-breakpoint
-- Statement-level, with transition tables, as the tallies of 0003: a bulk insert moves each hour
-- once. A clock counts while it is open and has a due time.
CREATE FUNCTION "sla_open_due_hours_follow"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	due timestamptz[];
	delta integer[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "sla_open_due_hours";
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg("sla_due_at"), array_agg(1) INTO due, delta
		FROM "new_rows" WHERE "sla_met_at" IS NULL AND "sla_due_at" IS NOT NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg("sla_due_at"), array_agg(-1) INTO due, delta
		FROM "old_rows" WHERE "sla_met_at" IS NULL AND "sla_due_at" IS NOT NULL;
	ELSE
		SELECT array_agg(c."due_at"), array_agg(c."delta") INTO due, delta FROM (
			SELECT "sla_due_at" AS "due_at", 1 AS "delta" FROM "new_rows"
				WHERE "sla_met_at" IS NULL AND "sla_due_at" IS NOT NULL
			UNION ALL
			SELECT "sla_due_at", -1 FROM "old_rows"
				WHERE "sla_met_at" IS NULL AND "sla_due_at" IS NOT NULL
		) c;
	END IF;
	IF due IS NOT NULL THEN
		PERFORM "sla_open_due_hours_add"(due, delta);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sla_open_due_hours_insert" AFTER INSERT ON "gift_card_transactions"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sla_open_due_hours_follow"();
--> statement-breakpoint
CREATE TRIGGER "sla_open_due_hours_update" AFTER UPDATE ON "gift_card_transactions"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sla_open_due_hours_follow"();
--> statement-breakpoint
CREATE TRIGGER "sla_open_due_hours_delete" AFTER DELETE ON "gift_card_transactions"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sla_open_due_hours_follow"();
--> statement-breakpoint
CREATE TRIGGER "sla_open_due_hours_truncate" AFTER TRUNCATE ON "gift_card_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "sla_open_due_hours_follow"();
--> statement-breakpoint
-- Only the triggers above write it (the guard of sla_daily's roll-ups, migration 0022; the app's
-- role may not delete from it either, grant_app_role below).
CREATE TRIGGER "sla_open_due_hours_kept_by_triggers" BEFORE INSERT OR UPDATE ON "sla_open_due_hours" FOR EACH ROW
	EXECUTE FUNCTION "refuse_unless_owner"('the open clocks by due hour follow the transactions: they are written by triggers');
--> statement-breakpoint
INSERT INTO "sla_open_due_hours" ("hour", "open_count")
	SELECT date_trunc('hour', "sla_due_at", 'UTC'), count(*) FROM "gift_card_transactions"
	WHERE "sla_met_at" IS NULL AND "sla_due_at" IS NOT NULL
	GROUP BY 1;
--> statement-breakpoint
-- The app's role: 0028's grant_app_role, with the open clocks by due hour read only.
CREATE OR REPLACE FUNCTION "grant_app_role"("app_role" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	guarded regclass;
	limited record;
BEGIN
	EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), app_role);
	EXECUTE format('GRANT USAGE ON SCHEMA public, drizzle TO %I', app_role);
	EXECUTE format('GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO %I', app_role);
	-- Revoking a table's privilege revokes it on each of its columns too: a rerun starts clean.
	EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA public FROM %I', app_role);
	EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %I', app_role);
	EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO %I', app_role);
	-- Append-only tables (those with the shared TRUNCATE trigger: audit, activity, transfers, rates):
	-- SELECT and INSERT.
	FOR guarded IN
		SELECT DISTINCT tgrelid::regclass FROM pg_trigger
		WHERE tgfoid = 'append_only_refuse_truncate'::regproc
	LOOP
		EXECUTE format('REVOKE UPDATE, DELETE ON %s FROM %I', guarded, app_role);
	END LOOP;
	-- What triggers and the money functions keep, and the ledger's rules: SELECT only.
	FOR guarded IN
		SELECT unnest(ARRAY['ledger_accounts', 'ledger_transfers', 'ledger_daily_totals',
			'ledger_account_kinds', 'ledger_transfer_rules',
			'transaction_brand_tallies', 'transaction_customer_tallies', 'transaction_day_tallies',
			'transaction_value_tallies', 'transaction_value_id_tallies', 'transaction_daily_figures',
			'rate_margin_days', 'sla_daily', 'sla_daily_minutes', 'sla_open_due_hours']::regclass[])
	LOOP
		EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON %s FROM %I', guarded, app_role);
	END LOOP;
	-- Rows the app changes but never adds or removes.
	FOR guarded IN SELECT unnest(ARRAY['kyc_tiers', 'kyc_settings']::regclass[]) LOOP
		EXECUTE format('REVOKE INSERT, DELETE ON %s FROM %I', guarded, app_role);
	END LOOP;
	-- Rows the app adds (and changes as below) but never removes.
	FOR guarded IN SELECT unnest(ARRAY['payout_accounts', 'payout_batches', 'payout_batch_items',
		'kyc_documents', 'sla_policies']::regclass[]) LOOP
		EXECUTE format('REVOKE DELETE ON %s FROM %I', guarded, app_role);
	END LOOP;
	-- Rows the app only reads and takes.
	EXECUTE format('REVOKE INSERT ON %s FROM %I', 'sla_alert_schedule'::regclass, app_role);
	-- UPDATE of every column but these.
	FOR limited IN
		SELECT * FROM (VALUES
			('gift_card_transactions'::regclass, ARRAY['status', 'expected_payout', 'final_payout', 'paid_at',
				'clawback_amount', 'clawback_reason', 'clawback_by_id', 'clawback_by_username', 'clawback_at',
				'rate_lock_rate_id', 'rate_lock_percentage', 'rate_locked_at',
				'sla_due_at', 'sla_warn_at', 'sla_met_at', 'sla_policy_version']),
			('brands'::regclass, ARRAY['paid_count', 'paid_payout_total']),
			('disputes'::regclass, ARRAY['first_response_due_at', 'first_response_warn_at', 'first_response_met_at',
				'first_response_policy_version', 'resolution_due_at', 'resolution_warn_at', 'resolution_met_at',
				'resolution_policy_version'])
		) AS l("tbl", "not_updated")
	LOOP
		EXECUTE format('REVOKE UPDATE ON %s FROM %I', limited."tbl", app_role);
		EXECUTE format('GRANT UPDATE (%s) ON %s TO %I',
			(SELECT string_agg(quote_ident("attname"), ', ') FROM pg_attribute
				WHERE "attrelid" = limited."tbl" AND "attnum" > 0 AND NOT "attisdropped" AND "attgenerated" = ''
					AND "attname" <> ALL (limited."not_updated")),
			limited."tbl", app_role);
	END LOOP;
	-- UPDATE of these columns only (for sla_policies and sla_alert_schedule: their row locks).
	FOR limited IN
		SELECT * FROM (VALUES
			('payout_batches'::regclass, ARRAY['state', 'approved_by_id', 'approved_by_username', 'approved_at', 'settled_at', 'cancelled_at']),
			('payout_batch_items'::regclass, ARRAY['open']),
			('kyc_documents'::regclass, ARRAY['status', 'reviewed_at']),
			('sla_policies'::regclass, ARRAY['updated_at']),
			('sla_alert_schedule'::regclass, ARRAY['fire_at'])
		) AS l("tbl", "updated")
	LOOP
		EXECUTE format('REVOKE UPDATE ON %s FROM %I', limited."tbl", app_role);
		EXECUTE format('GRANT UPDATE (%s) ON %s TO %I',
			(SELECT string_agg(quote_ident(c), ', ') FROM unnest(limited."updated") c), limited."tbl", app_role);
	END LOOP;
END;
$$;
