-- Least privilege that holds (issue 34): the app's role (grant_app_role) writes rows people own,
-- never a figure derived from them. Balances, roll-ups and tallies are moved by triggers that run
-- with the rights of the tables' owner (SECURITY DEFINER; the migrations run as that owner), and a
-- transaction's money by one function of the same kind, so the role needs no write on any of them.
--
-- Activity rows are written once, like the audit trail: refused for every role, on PGlite too.
CREATE FUNCTION "activity_logs_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'activity_logs entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_logs_append_only" BEFORE UPDATE OR DELETE ON "activity_logs" FOR EACH ROW EXECUTE FUNCTION "activity_logs_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "activity_logs_no_truncate" BEFORE TRUNCATE ON "activity_logs" FOR EACH STATEMENT EXECUTE FUNCTION "append_only_refuse_truncate"();--> statement-breakpoint
-- The triggers that move balances, the ledger's daily totals and the transactions' tallies and
-- daily figures run as the owner, whoever wrote the row that fired them. A fixed search_path, so
-- that the caller's cannot put its own tables in their place.
ALTER FUNCTION "ledger_transfers_post"() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION "transaction_tallies_follow"() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION "transaction_daily_figures_follow"() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION "transaction_value_tallies_follow"() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
-- New rows start with nothing paid: a transaction PENDING_REVIEW with no payment, a brand with
-- paid counters at 0. Only the tables' owner writes others (the demo seed, a data import); the
-- app's submissions and brands always start so. (Column privileges cannot say it: an INSERT names
-- every column, DEFAULT included.)
CREATE FUNCTION "refuse_unless_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT pg_has_role((SELECT "relowner" FROM pg_class WHERE "oid" = TG_RELID), 'MEMBER') THEN
		RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = 'insufficient_privilege';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_start_unpaid" BEFORE INSERT ON "gift_card_transactions" FOR EACH ROW
	WHEN (NEW."status" <> 'PENDING_REVIEW' OR NEW."final_payout" IS NOT NULL OR NEW."paid_at" IS NOT NULL)
	EXECUTE FUNCTION "refuse_unless_owner"('a new transaction starts PENDING_REVIEW and unpaid: its money moves through transaction_move_money');--> statement-breakpoint
CREATE TRIGGER "brands_start_unpaid" BEFORE INSERT ON "brands" FOR EACH ROW
	WHEN (NEW."paid_count" <> 0 OR NEW."paid_payout_total" <> 0)
	EXECUTE FUNCTION "refuse_unless_owner"('a new brand starts with nothing paid: its paid counters move with payouts');--> statement-breakpoint
-- The one way a transaction's money changes (contract, "Money: the payout ledger"), called under
-- the transaction's row lock in the database transaction that changes it: its status and expected
-- payout, the payment (final_payout and paid_at: set on entering PAID, cleared on leaving it), the
-- transfers that bring the ledger to the new state (a reversal of the open payout on leaving PAID;
-- a purchase, adjustment or void so that what is owed is the expected payout while accepted and 0
-- otherwise; a payout on entering PAID) and the brand's paid counters. A PAID transaction that
-- stays PAID is frozen. Accounts are locked in id order before the first transfer, so that two
-- changes never lock them in opposite orders.
CREATE FUNCTION "transaction_move_money"("moved_id" uuid, "to_status" text, "to_expected_payout" numeric, "actor_id" uuid, "actor_username" text, "why" text)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	t "gift_card_transactions"%ROWTYPE;
	enters boolean;
	leaves boolean;
	owed numeric;
	payout_count integer;
	owing numeric;
	difference numeric;
	paid_moved numeric := 0;
	open_payout_id uuid;
	open_payout_amount numeric := 0;
	open_payout_round integer;
	customer_account uuid;
	inventory_account uuid;
	payouts_account uuid;
BEGIN
	SELECT * INTO t FROM "gift_card_transactions" WHERE "id" = moved_id FOR UPDATE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'transaction % does not exist', moved_id USING ERRCODE = 'no_data_found';
	END IF;
	enters := to_status = 'PAID' AND t."status" <> 'PAID';
	leaves := t."status" = 'PAID' AND to_status <> 'PAID';
	IF t."status" = 'PAID' AND NOT leaves THEN
		IF to_expected_payout IS DISTINCT FROM t."expected_payout" THEN
			RAISE EXCEPTION 'a paid transaction is frozen: reverse the payout to change it' USING ERRCODE = 'check_violation';
		END IF;
		RETURN;
	END IF;
	owing := CASE WHEN to_status IN ('ORDER_ACCEPTED', 'REDEEMED', 'PAID') THEN coalesce(to_expected_payout, 0) ELSE 0 END;
	IF enters AND owing <= 0 THEN
		RAISE EXCEPTION 'nothing to pay' USING ERRCODE = 'check_violation';
	END IF;
	UPDATE "gift_card_transactions" SET
		"status" = to_status,
		"expected_payout" = to_expected_payout,
		"final_payout" = CASE WHEN enters THEN to_expected_payout WHEN leaves THEN NULL ELSE "final_payout" END,
		"paid_at" = CASE WHEN enters THEN now() WHEN leaves THEN NULL ELSE "paid_at" END
	WHERE "id" = moved_id;

	SELECT
		coalesce(sum(CASE WHEN l."kind" IN ('purchase', 'payout_reversal') OR (l."kind" = 'purchase_adjustment' AND c."kind" = 'customer_payable') THEN l."amount" ELSE -l."amount" END), 0),
		count(*) FILTER (WHERE l."kind" = 'payout')
	INTO owed, payout_count
	FROM "ledger_transfers" l JOIN "ledger_accounts" c ON c."id" = l."credit_account_id"
	WHERE l."transaction_id" = moved_id;
	-- A transaction paid at 0.00 before the ledger existed has no payout to reverse.
	IF leaves THEN
		SELECT p."id", p."amount", p."payout_round" INTO open_payout_id, open_payout_amount, open_payout_round FROM "ledger_transfers" p
		WHERE p."transaction_id" = moved_id AND p."kind" = 'payout'
			AND NOT EXISTS (SELECT 1 FROM "ledger_transfers" r WHERE r."reverses_id" = p."id")
		ORDER BY p."seq" DESC LIMIT 1;
	END IF;
	difference := owing - owed - coalesce(open_payout_amount, 0);
	IF open_payout_id IS NULL AND difference = 0 AND NOT enters THEN
		IF leaves THEN
			UPDATE "brands" SET "paid_count" = "paid_count" - 1 WHERE "id" = t."brand_id";
		END IF;
		RETURN;
	END IF;

	INSERT INTO "ledger_accounts" ("kind", "customer_id") VALUES ('customer_payable', t."user_id") ON CONFLICT ("customer_id") DO NOTHING;
	PERFORM 1 FROM "ledger_accounts" WHERE "customer_id" = t."user_id" OR "customer_id" IS NULL ORDER BY "id" FOR UPDATE;
	SELECT "id" INTO customer_account FROM "ledger_accounts" WHERE "customer_id" = t."user_id";
	SELECT "id" INTO inventory_account FROM "ledger_accounts" WHERE "kind" = 'card_inventory' AND "customer_id" IS NULL;
	SELECT "id" INTO payouts_account FROM "ledger_accounts" WHERE "kind" = 'payouts' AND "customer_id" IS NULL;

	IF open_payout_id IS NOT NULL THEN
		INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "reverses_id", "payout_round", "performed_by_id", "performed_by_username", "reason", "created_at")
		VALUES ('payout_reversal', payouts_account, customer_account, open_payout_amount, moved_id, open_payout_id, coalesce(open_payout_round, 1), actor_id, actor_username, why, clock_timestamp());
		paid_moved := -open_payout_amount;
	END IF;
	IF difference <> 0 THEN
		INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "performed_by_id", "performed_by_username", "created_at")
		VALUES (
			CASE WHEN owing = 0 THEN 'purchase_void' WHEN owed + coalesce(open_payout_amount, 0) = 0 THEN 'purchase' ELSE 'purchase_adjustment' END,
			CASE WHEN difference > 0 THEN inventory_account ELSE customer_account END,
			CASE WHEN difference > 0 THEN customer_account ELSE inventory_account END,
			abs(difference), moved_id, actor_id, actor_username, clock_timestamp());
	END IF;
	IF enters THEN
		-- The round is unique per transaction among payouts: a second payout that is not a
		-- repayment after a reversal is refused by the database.
		INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "payout_round", "performed_by_id", "performed_by_username", "created_at")
		VALUES ('payout', customer_account, payouts_account, owing, moved_id, payout_count + 1, actor_id, actor_username, clock_timestamp());
		paid_moved := paid_moved + owing;
	END IF;
	IF enters OR leaves THEN
		UPDATE "brands" SET
			"paid_count" = "paid_count" + CASE WHEN enters THEN 1 ELSE -1 END,
			"paid_payout_total" = "paid_payout_total" + paid_moved
		WHERE "id" = t."brand_id";
	END IF;
END;
$$;--> statement-breakpoint
-- The app's role (migration 0012's grant_app_role, now stricter): rows of every table, but
--   - on the append-only tables (audit trail, activity, transfers) INSERT and SELECT only;
--   - on what the triggers and transaction_move_money keep (accounts, transfers, the ledger's
--     daily totals, the transactions' tallies and daily figures) SELECT only;
--   - UPDATE of a transaction's columns but its money (status, expected and final payout,
--     paid_at), of a brand's but its paid counters (their new rows: the triggers above);
-- no TRUNCATE, no DDL, so no ALTER TABLE … DISABLE TRIGGER either (that needs the owner).
-- Called by the server after each migration run, and by server/db/app-role.sql.
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
	FOR guarded IN
		SELECT DISTINCT tgrelid::regclass FROM pg_trigger
		WHERE tgfoid = 'append_only_refuse_truncate'::regproc
	LOOP
		EXECUTE format('REVOKE UPDATE, DELETE ON %s FROM %I', guarded, app_role);
	END LOOP;
	FOR guarded IN
		SELECT unnest(ARRAY['ledger_accounts', 'ledger_transfers', 'ledger_daily_totals',
			'transaction_brand_tallies', 'transaction_customer_tallies', 'transaction_day_tallies',
			'transaction_value_tallies', 'transaction_value_id_tallies', 'transaction_daily_figures']::regclass[])
	LOOP
		EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON %s FROM %I', guarded, app_role);
	END LOOP;
	FOR limited IN
		SELECT * FROM (VALUES
			('gift_card_transactions'::regclass, ARRAY['status', 'expected_payout', 'final_payout', 'paid_at']),
			('brands'::regclass, ARRAY['paid_count', 'paid_payout_total'])
		) AS l("tbl", "not_updated")
	LOOP
		EXECUTE format('REVOKE UPDATE ON %s FROM %I', limited."tbl", app_role);
		EXECUTE format('GRANT UPDATE (%s) ON %s TO %I',
			(SELECT string_agg(quote_ident("attname"), ', ') FROM pg_attribute
				WHERE "attrelid" = limited."tbl" AND "attnum" > 0 AND NOT "attisdropped" AND "attgenerated" = ''
					AND "attname" <> ALL (limited."not_updated")),
			limited."tbl", app_role);
	END LOOP;
END;
$$;
