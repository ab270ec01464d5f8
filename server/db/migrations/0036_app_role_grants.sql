-- What the app's role may do with each table it may not fully write, as data: grant_app_role
-- (server/db/functions/grant_app_role.sql) reads it, so a new table needs no new code. A table not
-- listed gets SELECT, INSERT, UPDATE and DELETE, less UPDATE and DELETE when it is append-only
-- (the shared TRUNCATE trigger, append_only_refuse_truncate, marks those); a listed table gets its
-- `privileges` only, and UPDATE of its `update_columns` only, or of every column but its
-- `not_updated_columns`. A migration that adds a table the app must not fully write adds its row
-- here (one that drops such a table removes it: grant_app_role refuses a row naming no table).
CREATE TABLE public.app_role_grants (
	table_name text PRIMARY KEY,
	privileges text[] NOT NULL,
	update_columns text[],
	not_updated_columns text[],
	why text NOT NULL,
	CONSTRAINT app_role_grants_privileges_check CHECK (privileges <@ ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE']),
	CONSTRAINT app_role_grants_columns_check CHECK (
		(update_columns IS NULL OR not_updated_columns IS NULL)
		AND ((update_columns IS NULL AND not_updated_columns IS NULL) OR NOT ('UPDATE' = ANY (privileges)))
	)
);
--> statement-breakpoint
INSERT INTO public.app_role_grants (table_name, privileges, update_columns, not_updated_columns, why) VALUES
	('app_role_grants', '{}', NULL, NULL, 'the rights themselves: the owner''s alone'),
	('ledger_accounts', '{SELECT}', NULL, NULL, 'moved by the transfers'' trigger'),
	('ledger_transfers', '{SELECT}', NULL, NULL, 'written by the money functions only'),
	('ledger_daily_totals', '{SELECT}', NULL, NULL, 'moved by the transfers'' trigger'),
	('ledger_account_kinds', '{SELECT}', NULL, NULL, 'the ledger''s rules'),
	('ledger_transfer_rules', '{SELECT}', NULL, NULL, 'the ledger''s rules'),
	('transaction_brand_tallies', '{SELECT}', NULL, NULL, 'a roll-up kept by triggers'),
	('transaction_customer_tallies', '{SELECT}', NULL, NULL, 'a roll-up kept by triggers'),
	('transaction_day_tallies', '{SELECT}', NULL, NULL, 'a roll-up kept by triggers'),
	('transaction_value_tallies', '{SELECT}', NULL, NULL, 'a roll-up kept by triggers'),
	('transaction_value_id_tallies', '{SELECT}', NULL, NULL, 'a roll-up kept by triggers'),
	('transaction_daily_figures', '{SELECT}', NULL, NULL, 'a roll-up kept by triggers'),
	('rate_margin_days', '{SELECT}', NULL, NULL, 'a roll-up kept by triggers'),
	('sla_daily', '{SELECT}', NULL, NULL, 'a roll-up kept by triggers'),
	('sla_daily_minutes', '{SELECT}', NULL, NULL, 'a roll-up kept by triggers'),
	('sla_open_due_hours', '{SELECT}', NULL, NULL, 'a roll-up kept by triggers'),
	('kyc_tiers', '{SELECT,UPDATE}', NULL, NULL, 'changed, never added or removed'),
	('kyc_settings', '{SELECT,UPDATE}', NULL, NULL, 'changed, never added or removed'),
	('payout_accounts', '{SELECT,INSERT,UPDATE}', NULL, NULL, 'a destination is added and changed, never removed'),
	('payout_batches', '{SELECT,INSERT}', '{state,approved_by_id,approved_by_username,approved_at,settled_at,cancelled_at}', NULL,
		'drafted, approved, settled or cancelled by the app, submitted only by payout_batch_submit, never removed'),
	('payout_batch_items', '{SELECT,INSERT}', '{open}', NULL,
		'drafted by the app, a draft closed with its batch; sent, results and offsets only by the payout functions'),
	('kyc_documents', '{SELECT,INSERT}', '{status,reviewed_at}', NULL, 'added and decided, never removed'),
	('sla_policies', '{SELECT,INSERT}', '{updated_at}', NULL, 'versions, added only (updated_at: their row lock)'),
	('sla_alert_schedule', '{SELECT,DELETE}', '{fire_at}', NULL,
		'written by triggers; the app takes (deletes) due entries (fire_at: their row lock)'),
	('gift_card_transactions', '{SELECT,INSERT,DELETE}', NULL,
		'{status,expected_payout,final_payout,paid_at,clawback_amount,clawback_reason,clawback_by_id,clawback_by_username,clawback_at,rate_lock_rate_id,rate_lock_percentage,rate_locked_at,sla_due_at,sla_warn_at,sla_met_at,sla_policy_version}',
		'its money only by transaction_move_money, its clawback by ledger_clawback, its rate lock and clock when submitted'),
	('brands', '{SELECT,INSERT,DELETE}', NULL, '{paid_count,paid_payout_total}', 'its paid counters only by the money function'),
	('disputes', '{SELECT,INSERT,DELETE}', NULL,
		'{first_response_due_at,first_response_warn_at,first_response_met_at,first_response_policy_version,resolution_due_at,resolution_warn_at,resolution_met_at,resolution_policy_version}',
		'its service-level clocks started on insert, ended by triggers');
