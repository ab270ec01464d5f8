-- The ledger's rules in one place, and the controls around paying (issue 31).
--
-- Which statuses are owed: the one definition, read by the controls below, by
-- transaction_move_money and by the ledger's check (server/plugins/ledger/check.ts).
CREATE FUNCTION "transaction_status_owed"("status" text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT "status" IN ('ORDER_ACCEPTED', 'REDEEMED') $$;--> statement-breakpoint
-- What pays is what a reviewer accepted, held by the database for every writer, the
-- app's role and the owner alike, so that no path (PATCH, bulk review, the desk, later batches)
-- can forget it:
--   - a transaction enters PAID only from ORDER_ACCEPTED or REDEEMED;
--   - a payout approval lives only while the card is accepted and its payout is the one approved:
--     leaving the accepted states (a rejection, a return to review, the payment that consumes it)
--     or a change of the expected payout voids it, and a staff member's deactivation voids every
--     approval they gave (payouts and reversals);
--   - a review claim lives only on a card pending review: any change of status ends it.
-- Existing approvals and claims that these rules would not have let live are voided first.
UPDATE "gift_card_transactions" SET "payout_approved_by_id" = NULL, "payout_approved_at" = NULL, "payout_approved_amount" = NULL
	WHERE "payout_approved_at" IS NOT NULL AND (NOT "transaction_status_owed"("status")
		OR "payout_approved_by_id" IN (SELECT "id" FROM "users" WHERE NOT "is_active"));--> statement-breakpoint
UPDATE "gift_card_transactions" SET "reversal_approved_by_id" = NULL, "reversal_approved_at" = NULL
	WHERE "reversal_approved_at" IS NOT NULL AND ("status" <> 'PAID'
		OR "reversal_approved_by_id" IN (SELECT "id" FROM "users" WHERE NOT "is_active"));--> statement-breakpoint
UPDATE "gift_card_transactions" SET "claimed_by_id" = NULL, "claim_expires_at" = NULL
	WHERE "claimed_by_id" IS NOT NULL AND "status" <> 'PENDING_REVIEW';--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_approval_while_accepted"
	CHECK ("payout_approved_at" IS NULL OR "transaction_status_owed"("status"));--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_claim_while_pending"
	CHECK ("claimed_by_id" IS NULL OR "status" = 'PENDING_REVIEW');--> statement-breakpoint
CREATE FUNCTION "transaction_controls_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."status" = 'PAID' AND OLD."status" <> 'PAID' AND NOT "transaction_status_owed"(OLD."status") THEN
		RAISE EXCEPTION 'only an accepted or redeemed transaction is paid (this one is %)', OLD."status" USING ERRCODE = 'check_violation';
	END IF;
	IF NOT "transaction_status_owed"(NEW."status") OR NEW."expected_payout" IS DISTINCT FROM OLD."expected_payout" THEN
		NEW."payout_approved_by_id" := NULL;
		NEW."payout_approved_at" := NULL;
		NEW."payout_approved_amount" := NULL;
	END IF;
	IF NEW."status" <> 'PENDING_REVIEW' THEN
		NEW."claimed_by_id" := NULL;
		NEW."claim_expires_at" := NULL;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_controls_follow" BEFORE UPDATE OF "status", "expected_payout" ON "gift_card_transactions" FOR EACH ROW
	WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."expected_payout" IS DISTINCT FROM NEW."expected_payout")
	EXECUTE FUNCTION "transaction_controls_follow"();--> statement-breakpoint
CREATE FUNCTION "approvals_end_with_approver"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "gift_card_transactions" SET "payout_approved_by_id" = NULL, "payout_approved_at" = NULL, "payout_approved_amount" = NULL
		WHERE "payout_approved_by_id" = NEW."id";
	UPDATE "gift_card_transactions" SET "reversal_approved_by_id" = NULL, "reversal_approved_at" = NULL
		WHERE "reversal_approved_by_id" = NEW."id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_deactivated_approvals_void" AFTER UPDATE OF "is_active" ON "users" FOR EACH ROW
	WHEN (OLD."is_active" AND NOT NEW."is_active")
	EXECUTE FUNCTION "approvals_end_with_approver"();
--> statement-breakpoint
-- The ledger's rules (contract, "Money: the payout ledger" and "Ledger additions"), written once
-- as rows that the database enforces and everyone reads: which accounts a kind of transfer may
-- move, and what it does to what its transaction owes, has been paid and has in flight. Written
-- only by migrations, never changed (a rule changed would rewrite what past transfers meant).
--
-- Account kinds: per_customer ones are one per customer; never_negative ones may not be overdrawn.
-- Which side is an account's normal balance stays in ledger_accounts.balance's expression (a
-- generated column reads no other table).
CREATE TABLE "ledger_account_kinds" (
	"kind" text PRIMARY KEY NOT NULL,
	"per_customer" boolean NOT NULL,
	"never_negative" boolean NOT NULL,
	"means" text NOT NULL
);--> statement-breakpoint
INSERT INTO "ledger_account_kinds" ("kind", "per_customer", "never_negative", "means") VALUES
	('card_inventory', false, false, 'value of the cards bought, at the price agreed to pay'),
	('payouts', false, false, 'money sent out to customers'),
	('payouts_in_flight', false, false, 'sent to the bank, result unknown'),
	('customer_payable', true, true, 'what is owed to the customer: accepted, not yet paid'),
	('customer_receivable', true, true, 'what the customer owes after a clawback');--> statement-breakpoint
-- A transfer kind's accounts and effects. A kind may have more than one row when its direction
-- depends on the change (an adjustment raising or lowering what is owed): the accounts say which,
-- and so its effect, instead of a guess from the credit account.
CREATE TABLE "ledger_transfer_rules" (
	"kind" text NOT NULL,
	"debit_kind" text NOT NULL REFERENCES "ledger_account_kinds"("kind"),
	"credit_kind" text NOT NULL REFERENCES "ledger_account_kinds"("kind"),
	"owed_effect" smallint NOT NULL,
	"paid_effect" smallint NOT NULL,
	"in_flight_effect" smallint NOT NULL,
	"when" text NOT NULL,
	CONSTRAINT "ledger_transfer_rules_pk" PRIMARY KEY ("kind", "debit_kind", "credit_kind"),
	CONSTRAINT "ledger_transfer_rules_effects_check" CHECK ("owed_effect" IN (-1, 0, 1) AND "paid_effect" IN (-1, 0, 1) AND "in_flight_effect" IN (-1, 0, 1)),
	CONSTRAINT "ledger_transfer_rules_accounts_check" CHECK ("debit_kind" <> "credit_kind")
);--> statement-breakpoint
INSERT INTO "ledger_transfer_rules" ("kind", "debit_kind", "credit_kind", "owed_effect", "paid_effect", "in_flight_effect", "when") VALUES
	('purchase', 'card_inventory', 'customer_payable', 1, 0, 0, 'a card is accepted with an expected payout'),
	('purchase_adjustment', 'card_inventory', 'customer_payable', 1, 0, 0, 'the expected payout of an accepted, unpaid card is raised'),
	('purchase_adjustment', 'customer_payable', 'card_inventory', -1, 0, 0, 'the expected payout of an accepted, unpaid card is lowered'),
	('purchase_void', 'customer_payable', 'card_inventory', -1, 0, 0, 'an accepted, unpaid card is rejected or sent back to review'),
	('payout', 'customer_payable', 'payouts', -1, 1, 0, 'a card is paid in one step'),
	('payout_reversal', 'payouts', 'customer_payable', 1, -1, 0, 'a payout is reversed'),
	('payout_pending', 'customer_payable', 'payouts_in_flight', -1, 0, 1, 'a batch is submitted, per item'),
	('payout_settled', 'payouts_in_flight', 'payouts', 0, 1, -1, 'the bank reports an item paid'),
	('payout_failed', 'payouts_in_flight', 'customer_payable', 1, 0, -1, 'the bank reports an item failed, or a submitted batch is cancelled'),
	('clawback', 'customer_receivable', 'card_inventory', 0, 0, 0, 'a paid card is found already used'),
	('clawback_offset', 'customer_payable', 'customer_receivable', -1, 1, 0, 'a batch item of the customer recovers a clawback: paid by settling the debt'),
	('clawback_repaid', 'payouts', 'customer_receivable', 0, 0, 0, 'the customer pays a clawback back');--> statement-breakpoint
CREATE TRIGGER "ledger_account_kinds_fixed" BEFORE UPDATE OR DELETE ON "ledger_account_kinds" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_account_kinds_no_truncate" BEFORE TRUNCATE ON "ledger_account_kinds" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfer_rules_fixed" BEFORE UPDATE OR DELETE ON "ledger_transfer_rules" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfer_rules_no_truncate" BEFORE TRUNCATE ON "ledger_transfer_rules" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- Accounts: their kind is one of the table's, one account per customer and kind, and a
-- customer_receivable is debit-normal like the inventory.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_customer_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_fk" FOREIGN KEY ("kind") REFERENCES "ledger_account_kinds"("kind");--> statement-breakpoint
DROP INDEX "ledger_accounts_customer_key";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_customer_key" ON "ledger_accounts" USING btree ("customer_id", "kind");--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP COLUMN "balance";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "balance" numeric(22, 2) GENERATED ALWAYS AS (CASE WHEN "kind" IN ('card_inventory', 'customer_receivable') THEN "debits" - "credits" ELSE "credits" - "debits" END) STORED;--> statement-breakpoint
CREATE INDEX "ledger_accounts_balance_idx" ON "ledger_accounts" USING btree ("balance","id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_kind_balance_idx" ON "ledger_accounts" USING btree ("kind","balance","id");--> statement-breakpoint
CREATE FUNCTION "ledger_accounts_fit_kind"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT "per_customer" FROM "ledger_account_kinds" WHERE "kind" = NEW."kind") IS DISTINCT FROM (NEW."customer_id" IS NOT NULL) THEN
		RAISE EXCEPTION 'a % account % a customer', NEW."kind", CASE WHEN NEW."customer_id" IS NULL THEN 'needs' ELSE 'has no' END USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_fit_kind" BEFORE INSERT OR UPDATE OF "kind", "customer_id" ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_fit_kind"();--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind") VALUES ('payouts_in_flight');--> statement-breakpoint
-- Transfers: the rules table, not a list of kinds, says which kinds exist.
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_check";--> statement-breakpoint
-- Each transfer with its rule's effects on its transaction, in amounts: what the check, the
-- transaction's answers and transaction_move_money add up.
CREATE VIEW "ledger_transfer_effects" AS
	SELECT t."id", t."seq", t."kind", t."transaction_id", t."amount",
		r."owed_effect" * t."amount" AS "owed",
		r."paid_effect" * t."amount" AS "paid",
		r."in_flight_effect" * t."amount" AS "in_flight"
	FROM "ledger_transfers" t
	JOIN "ledger_accounts" d ON d."id" = t."debit_account_id"
	JOIN "ledger_accounts" c ON c."id" = t."credit_account_id"
	JOIN "ledger_transfer_rules" r ON r."kind" = t."kind" AND r."debit_kind" = d."kind" AND r."credit_kind" = c."kind";--> statement-breakpoint
-- Posting now refuses, before moving anything: a transfer whose accounts are not those of its
-- kind; one between two customers; one whose customer account is not its transaction's customer.
-- After moving the accounts: any overdraft of a never_negative account (a customer's payable or
-- receivable). A refusal rolls the whole database transaction back.
CREATE OR REPLACE FUNCTION "ledger_transfers_post"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	misfit record;
	overdrawn record;
BEGIN
	SELECT p."kind", d."kind" AS "debit_kind", c."kind" AS "credit_kind" INTO misfit
	FROM "posted" p
	JOIN "ledger_accounts" d ON d."id" = p."debit_account_id"
	JOIN "ledger_accounts" c ON c."id" = p."credit_account_id"
	LEFT JOIN "gift_card_transactions" g ON g."id" = p."transaction_id"
	WHERE NOT EXISTS (SELECT 1 FROM "ledger_transfer_rules" r WHERE r."kind" = p."kind" AND r."debit_kind" = d."kind" AND r."credit_kind" = c."kind")
		OR d."customer_id" <> c."customer_id"
		OR d."customer_id" <> g."user_id" OR c."customer_id" <> g."user_id"
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'a % transfer from % to % does not fit its kind (ledger_transfer_rules) or its customer', misfit."kind", misfit."debit_kind", misfit."credit_kind"
			USING ERRCODE = 'check_violation';
	END IF;
	PERFORM 1 FROM "ledger_accounts"
		WHERE "id" IN (SELECT "debit_account_id" FROM "posted" UNION SELECT "credit_account_id" FROM "posted")
		ORDER BY "id" FOR UPDATE;
	UPDATE "ledger_accounts" a SET
		"debits" = a."debits" + m."debits",
		"credits" = a."credits" + m."credits",
		"transfer_count" = a."transfer_count" + m."transfers",
		-- An account's first transfers say when it last moved, even back-dated opening ones.
		"updated_at" = CASE WHEN a."transfer_count" = 0 THEN m."latest" ELSE greatest(a."updated_at", m."latest") END
	FROM (
		SELECT "account", sum("debits") AS "debits", sum("credits") AS "credits", count(*) AS "transfers", max("created_at") AS "latest" FROM (
			SELECT "debit_account_id" AS "account", "amount" AS "debits", 0 AS "credits", "created_at" FROM "posted"
			UNION ALL
			SELECT "credit_account_id", 0, "amount", "created_at" FROM "posted"
		) moves GROUP BY "account"
	) m
	WHERE a."id" = m."account";
	SELECT a."id", a."kind", a."balance" INTO overdrawn
	FROM "ledger_accounts" a JOIN "ledger_account_kinds" k ON k."kind" = a."kind"
	WHERE k."never_negative" AND a."balance" < 0
		AND a."id" IN (SELECT "debit_account_id" FROM "posted" UNION SELECT "credit_account_id" FROM "posted")
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'overdraft of % account % (balance % after the transfer)', overdrawn."kind", overdrawn."id", overdrawn."balance"
			USING ERRCODE = 'check_violation';
	END IF;
	INSERT INTO "ledger_daily_totals" AS d ("day", "transfer_kind", "debit_kind", "credit_kind", "count", "amount")
		SELECT (p."created_at" AT TIME ZONE 'UTC')::date, p."kind", da."kind", ca."kind", count(*), sum(p."amount")
		FROM "posted" p
		JOIN "ledger_accounts" da ON da."id" = p."debit_account_id"
		JOIN "ledger_accounts" ca ON ca."id" = p."credit_account_id"
		GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT ("day", "transfer_kind", "debit_kind", "credit_kind") DO UPDATE SET
			"count" = d."count" + excluded."count",
			"amount" = d."amount" + excluded."amount";
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- The money path and the opening of existing data, as in migrations 0014 and 0011, reading the
-- owed statuses and the transfers' effects from their one definition, and a customer's payable
-- among the customer's accounts.
CREATE OR REPLACE FUNCTION "transaction_move_money"("moved_id" uuid, "to_status" text, "to_expected_payout" numeric, "actor_id" uuid, "actor_username" text, "why" text)
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
	owing := CASE WHEN "transaction_status_owed"(to_status) OR to_status = 'PAID' THEN coalesce(to_expected_payout, 0) ELSE 0 END;
	IF enters AND owing <= 0 THEN
		RAISE EXCEPTION 'nothing to pay' USING ERRCODE = 'check_violation';
	END IF;
	UPDATE "gift_card_transactions" SET
		"status" = to_status,
		"expected_payout" = to_expected_payout,
		"final_payout" = CASE WHEN enters THEN to_expected_payout WHEN leaves THEN NULL ELSE "final_payout" END,
		"paid_at" = CASE WHEN enters THEN now() WHEN leaves THEN NULL ELSE "paid_at" END
	WHERE "id" = moved_id;

	SELECT coalesce(sum(e."owed"), 0), count(*) FILTER (WHERE e."kind" = 'payout')
	INTO owed, payout_count
	FROM "ledger_transfer_effects" e WHERE e."transaction_id" = moved_id;
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

	INSERT INTO "ledger_accounts" ("kind", "customer_id") VALUES ('customer_payable', t."user_id") ON CONFLICT ("customer_id", "kind") DO NOTHING;
	PERFORM 1 FROM "ledger_accounts" WHERE "customer_id" = t."user_id" OR "customer_id" IS NULL ORDER BY "id" FOR UPDATE;
	SELECT "id" INTO customer_account FROM "ledger_accounts" WHERE "customer_id" = t."user_id" AND "kind" = 'customer_payable';
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
CREATE OR REPLACE FUNCTION "ledger_open_unposted_transactions"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	written integer;
BEGIN
	CREATE TEMP TABLE "ledger_opening" ON COMMIT DROP AS
		SELECT t."id", t."user_id", t."status", t."created_at",
			coalesce(t."paid_at", t."updated_at", t."created_at") AS "paid_at",
			CASE WHEN t."status" = 'PAID' THEN coalesce(t."final_payout", 0) ELSE coalesce(t."expected_payout", 0) END AS "amount"
		FROM "gift_card_transactions" t
		WHERE ("transaction_status_owed"(t."status") OR t."status" = 'PAID')
			AND NOT EXISTS (SELECT 1 FROM "ledger_transfers" l WHERE l."transaction_id" = t."id");
	DELETE FROM "ledger_opening" WHERE "amount" <= 0;
	INSERT INTO "ledger_accounts" ("kind", "customer_id")
		SELECT DISTINCT 'customer_payable', "user_id" FROM "ledger_opening"
		ON CONFLICT DO NOTHING;
	INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "reason", "created_at")
		SELECT 'purchase', inv."id", cp."id", o."amount", o."id", 'Opening balance: the card was accepted before the ledger existed.', o."created_at"
		FROM "ledger_opening" o
		JOIN "ledger_accounts" cp ON cp."customer_id" = o."user_id" AND cp."kind" = 'customer_payable'
		CROSS JOIN (SELECT "id" FROM "ledger_accounts" WHERE "kind" = 'card_inventory' AND "customer_id" IS NULL) inv
		ORDER BY o."created_at", o."id";
	GET DIAGNOSTICS written = ROW_COUNT;
	INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "payout_round", "reason", "created_at")
		SELECT 'payout', cp."id", pay."id", o."amount", o."id", 1, 'Opening balance: the card was paid before the ledger existed.', greatest(o."paid_at", o."created_at")
		FROM "ledger_opening" o
		JOIN "ledger_accounts" cp ON cp."customer_id" = o."user_id" AND cp."kind" = 'customer_payable'
		CROSS JOIN (SELECT "id" FROM "ledger_accounts" WHERE "kind" = 'payouts' AND "customer_id" IS NULL) pay
		WHERE o."status" = 'PAID'
		ORDER BY 7, o."id";
	DROP TABLE "ledger_opening";
	RETURN written;
END;
$$;--> statement-breakpoint
-- The app's role may read the rules, never write them (0014's grant_app_role, two tables added).
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
			'ledger_account_kinds', 'ledger_transfer_rules',
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
