-- Least privilege that holds: the app's role writes rows people own,
-- never a figure derived from them. Balances, roll-ups and tallies are moved by triggers that run
-- with the rights of the tables' owner (SECURITY DEFINER; the migrations and these files run as that owner), and a
-- transaction's money by one function of the same kind, so the role needs no write on any of them.
--
-- The app's role (the server's connection; the owner runs the migrations and these files) gets
-- what the app does and no more, and the rows the app must never rewrite are guarded by triggers:
--   - roll-ups moved by SECURITY DEFINER triggers (margins by day, service levels by day):
--     SELECT only;
--   - rates and their ends, history: SELECT and INSERT (their append-only triggers, rates_refuse_change);
--   - payout batches: drafted and approved, settled once no item is in flight, or cancelled by the
--     app; submitted only by payout_batch_submit; a state moves forward only;
--   - payout batch items: drafted by the app (a draft, nothing sent, nothing recovered), a draft
--     closed when its batch is cancelled; everything else (sending, results, offsets) only by
--     payout_batch_submit and payout_item_result;
--   - a transaction's clawback (amount, reason, who, when) only by ledger_clawback; its rate lock
--     and its service-level clock are written when it is submitted, never changed by the app;
--   - a dispute's service-level clocks likewise (started on insert, ended by triggers);
--   - KYC tiers and the settings row: changed, never added or removed; documents: added and
--     decided (status, reviewed_at), never removed; destinations: added and changed, never removed;
--   - service-level policies are versions: added, never changed or removed; the alert schedule is
--     written by triggers, the app only takes (deletes) due entries.
-- A row lock (SELECT … FOR UPDATE) needs UPDATE on one column: sla_policies and sla_alert_schedule
-- keep one such column for their locks, and a trigger refuses any UPDATE that is not the owner's.
CREATE OR REPLACE FUNCTION public.grant_app_role(app_role text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
