-- The payout ledger (issue 22; contract, "Money: the payout ledger"): accounts with stored debits
-- and credits, append-only transfers in double entry, and per-day roll-ups for the summary.
--
-- Accounts: one `card_inventory` and one `payouts` for the business, one `customer_payable` per
-- customer, created when first needed. Their debits, credits and transfer counts are moved by the
-- trigger on ledger_transfers, in the same database transaction as the transfer, so a balance is
-- one row read.
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid REFERENCES "users"("id"),
	"debits" numeric(22, 2) DEFAULT '0' NOT NULL,
	"credits" numeric(22, 2) DEFAULT '0' NOT NULL,
	"transfer_count" integer DEFAULT 0 NOT NULL,
	"balance" numeric(22, 2) GENERATED ALWAYS AS (CASE WHEN "kind" = 'card_inventory' THEN "debits" - "credits" ELSE "credits" - "debits" END) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" IN ('card_inventory', 'customer_payable', 'payouts')),
	CONSTRAINT "ledger_accounts_customer_check" CHECK (("kind" = 'customer_payable') = ("customer_id" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_customer_key" ON "ledger_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_business_key" ON "ledger_accounts" USING btree ("kind") WHERE "customer_id" IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_accounts_balance_idx" ON "ledger_accounts" USING btree ("balance","id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_updated_idx" ON "ledger_accounts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_kind_balance_idx" ON "ledger_accounts" USING btree ("kind","balance","id");--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind") VALUES ('card_inventory'), ('payouts');--> statement-breakpoint
-- Transfers are written once. `seq` orders the transfers of one database transaction (which share
-- now()); `payout_round` numbers a transaction's payouts so that a unique index, not only the row
-- lock, refuses a second payout that is not reversed; `reverses_id` is unique for the same reason.
-- performed_by is kept by value, like the audit trail's actor: a transfer outlives accounts.
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" uuid NOT NULL REFERENCES "ledger_accounts"("id"),
	"credit_account_id" uuid NOT NULL REFERENCES "ledger_accounts"("id"),
	"amount" numeric(12, 2) NOT NULL,
	"transaction_id" uuid REFERENCES "gift_card_transactions"("id"),
	"reverses_id" uuid REFERENCES "ledger_transfers"("id"),
	"payout_round" integer,
	"performed_by_id" uuid,
	"performed_by_username" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_kind_check" CHECK ("kind" IN ('purchase', 'purchase_adjustment', 'purchase_void', 'payout', 'payout_reversal')),
	CONSTRAINT "ledger_transfers_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "ledger_transfers_accounts_check" CHECK ("debit_account_id" <> "credit_account_id"),
	CONSTRAINT "ledger_transfers_round_check" CHECK (("kind" IN ('payout', 'payout_reversal')) = ("payout_round" IS NOT NULL)),
	CONSTRAINT "ledger_transfers_reverses_check" CHECK (("kind" = 'payout_reversal') = ("reverses_id" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_seq_key" ON "ledger_transfers" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_one_payout_per_round" ON "ledger_transfers" USING btree ("transaction_id","payout_round") WHERE "kind" = 'payout';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_one_reversal_per_payout" ON "ledger_transfers" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_transaction_idx" ON "ledger_transfers" USING btree ("transaction_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_kind_idx" ON "ledger_transfers" USING btree ("kind","created_at","seq");--> statement-breakpoint
-- Per UTC day, transfer kind and the kinds of the two accounts: what the daily summary reads
-- (opening and closing balances are the sums of the days before, a few thousand rows at most).
CREATE TABLE "ledger_daily_totals" (
	"day" date NOT NULL,
	"transfer_kind" text NOT NULL,
	"debit_kind" text NOT NULL,
	"credit_kind" text NOT NULL,
	"count" integer NOT NULL,
	"amount" numeric(22, 2) NOT NULL,
	CONSTRAINT "ledger_daily_totals_pk" PRIMARY KEY ("day","transfer_kind","debit_kind","credit_kind")
);--> statement-breakpoint
-- A cent is written once: the database itself refuses to change or remove a transfer, a roll-up or
-- an account (a mistake is corrected by a new transfer).
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% of % is refused: the ledger is append-only', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_no_truncate" BEFORE TRUNCATE ON "ledger_transfers" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_delete" BEFORE DELETE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_daily_totals_no_delete" BEFORE DELETE ON "ledger_daily_totals" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_daily_totals_no_truncate" BEFORE TRUNCATE ON "ledger_daily_totals" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- Posting: each inserted transfer moves its two accounts and its day's roll-up, in the inserting
-- database transaction. Statement-level with a transition table, so a bulk insert (this migration,
-- the demo seed) moves each account once. Accounts are locked in id order first, so that two
-- writers touching the same accounts never wait on each other in opposite orders.
CREATE FUNCTION "ledger_transfers_post"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
-- The roll-ups may only grow through posting: a direct update of a total is refused.
CREATE FUNCTION "ledger_daily_totals_only_grow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."count" < OLD."count" OR (NEW."day", NEW."transfer_kind", NEW."debit_kind", NEW."credit_kind") IS DISTINCT FROM (OLD."day", OLD."transfer_kind", OLD."debit_kind", OLD."credit_kind") THEN
		RAISE EXCEPTION 'ledger_daily_totals only grow' USING ERRCODE = 'insufficient_privilege';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_daily_totals_grow" BEFORE UPDATE ON "ledger_daily_totals" FOR EACH ROW EXECUTE FUNCTION "ledger_daily_totals_only_grow"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_posted" AFTER INSERT ON "ledger_transfers" REFERENCING NEW TABLE AS "posted" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transfers_post"();--> statement-breakpoint
-- The opening transfers of transactions that have none: what they would have had, dated at their
-- own created_at (the purchase) and paid_at (the payout). The migration runs it once over existing
-- data; the demo seed, which writes transactions by bulk insert, runs it after loading them.
CREATE FUNCTION "ledger_open_unposted_transactions"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	written integer;
BEGIN
	CREATE TEMP TABLE "ledger_opening" ON COMMIT DROP AS
		SELECT t."id", t."user_id", t."status", t."created_at",
			coalesce(t."paid_at", t."updated_at", t."created_at") AS "paid_at",
			CASE WHEN t."status" = 'PAID' THEN coalesce(t."final_payout", 0) ELSE coalesce(t."expected_payout", 0) END AS "amount"
		FROM "gift_card_transactions" t
		WHERE t."status" IN ('ORDER_ACCEPTED', 'REDEEMED', 'PAID')
			AND NOT EXISTS (SELECT 1 FROM "ledger_transfers" l WHERE l."transaction_id" = t."id");
	DELETE FROM "ledger_opening" WHERE "amount" <= 0;
	INSERT INTO "ledger_accounts" ("kind", "customer_id")
		SELECT DISTINCT 'customer_payable', "user_id" FROM "ledger_opening"
		ON CONFLICT DO NOTHING;
	INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "reason", "created_at")
		SELECT 'purchase', inv."id", cp."id", o."amount", o."id", 'Opening balance: the card was accepted before the ledger existed.', o."created_at"
		FROM "ledger_opening" o
		JOIN "ledger_accounts" cp ON cp."customer_id" = o."user_id"
		CROSS JOIN (SELECT "id" FROM "ledger_accounts" WHERE "kind" = 'card_inventory' AND "customer_id" IS NULL) inv
		ORDER BY o."created_at", o."id";
	GET DIAGNOSTICS written = ROW_COUNT;
	INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "payout_round", "reason", "created_at")
		SELECT 'payout', cp."id", pay."id", o."amount", o."id", 1, 'Opening balance: the card was paid before the ledger existed.', greatest(o."paid_at", o."created_at")
		FROM "ledger_opening" o
		JOIN "ledger_accounts" cp ON cp."customer_id" = o."user_id"
		CROSS JOIN (SELECT "id" FROM "ledger_accounts" WHERE "kind" = 'payouts' AND "customer_id" IS NULL) pay
		WHERE o."status" = 'PAID'
		ORDER BY 7, o."id";
	DROP TABLE "ledger_opening";
	RETURN written;
END;
$$;--> statement-breakpoint
SELECT "ledger_open_unposted_transactions"();--> statement-breakpoint
-- A reversal at or above the dual approval threshold needs a second person's prior approval.
ALTER TABLE "gift_card_transactions" ADD COLUMN "reversal_approved_by_id" uuid REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "reversal_approved_at" timestamp with time zone;
