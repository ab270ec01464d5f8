-- Payout runs (issue 31; contract, "Payout runs: destinations, batches, bank results, clawbacks"):
-- customers' bank destinations, batches sent to the bank, results read back, money in flight,
-- clawbacks. Every transfer is written by the functions below (the owner's rights: the app's
-- role writes no transfer itself), under row locks taken in one order (transactions, then ledger
-- accounts, each by id), so that the database, not a check in Node, decides every race.
--
-- A customer's destination: the account number sealed like card codes, its last four shown.
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"account_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"note" text,
	"created_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_by_username" text,
	"approved_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"approved_by_username" text,
	"approved_at" timestamp with time zone,
	"submitted_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"submitted_by_username" text,
	"submitted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_state_check" CHECK ("state" IN ('draft', 'approved', 'submitted', 'settled', 'cancelled'))
);--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX "payout_batches_state_idx" ON "payout_batches" USING btree ("state", "created_at", "id");--> statement-breakpoint
-- An item keeps the destination it was drafted with: a later change of the customer's account
-- does not move money already sent. `open` while its batch may still send it (a draft or sent
-- item of a batch not cancelled): a transaction is in at most one open batch, by the unique index.
CREATE TABLE "payout_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL REFERENCES "payout_batches"("id"),
	"transaction_id" uuid NOT NULL REFERENCES "gift_card_transactions"("id"),
	"customer_id" uuid NOT NULL REFERENCES "users"("id"),
	"amount" numeric(12, 2) NOT NULL,
	"offset_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"account_name" text NOT NULL,
	"reference" text DEFAULT ('po-' || replace(gen_random_uuid()::text, '-', '')) NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"result_reason" text,
	"provider_reference" text,
	"sent_at" timestamp with time zone,
	"result_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batch_items_reference_key" UNIQUE ("reference"),
	CONSTRAINT "payout_batch_items_reference_check" CHECK ("reference" ~ '^[a-z0-9-]+$'),
	CONSTRAINT "payout_batch_items_state_check" CHECK ("state" IN ('draft', 'sent', 'paid', 'failed')),
	CONSTRAINT "payout_batch_items_amounts_check" CHECK ("amount" > 0 AND "offset_amount" >= 0 AND "offset_amount" <= "amount"),
	CONSTRAINT "payout_batch_items_open_check" CHECK (NOT "open" OR "state" IN ('draft', 'sent'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batch_items_open_key" ON "payout_batch_items" USING btree ("transaction_id") WHERE "open";--> statement-breakpoint
CREATE INDEX "payout_batch_items_batch_idx" ON "payout_batch_items" USING btree ("batch_id", "state", "created_at", "id");--> statement-breakpoint
CREATE INDEX "payout_batch_items_transaction_idx" ON "payout_batch_items" USING btree ("transaction_id", "created_at");--> statement-breakpoint
CREATE INDEX "payout_batch_items_sent_idx" ON "payout_batch_items" USING btree ("sent_at") WHERE "state" = 'sent';--> statement-breakpoint
CREATE INDEX "payout_batch_items_result_idx" ON "payout_batch_items" USING btree ("result_at") WHERE "result_at" IS NOT NULL;--> statement-breakpoint
-- Clawbacks: the latest on the transaction, and a colleague's approval of one at or above the
-- dual approval threshold.
ALTER TABLE "gift_card_transactions" ADD COLUMN "clawback_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "clawback_reason" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "clawback_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "clawback_by_username" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "clawback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "clawback_approved_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "clawback_approved_at" timestamp with time zone;--> statement-breakpoint
-- A batch item that fails (or whose batch is cancelled) gives back the clawback it recovered: the
-- offset is undone by a clawback_offset the other way, so that the card owes its whole payout
-- again and the customer owes the clawback again (reverses_id names the offset undone).
INSERT INTO "ledger_transfer_rules" ("kind", "debit_kind", "credit_kind", "owed_effect", "paid_effect", "in_flight_effect", "when") VALUES
	('clawback_offset', 'customer_receivable', 'customer_payable', 1, -1, 0, 'a batch item that recovered a clawback fails or is cancelled: the offset is given back');--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_reverses_check";--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_reverses_check"
	CHECK (CASE "kind" WHEN 'payout_reversal' THEN "reverses_id" IS NOT NULL WHEN 'clawback_offset' THEN true ELSE "reverses_id" IS NULL END);--> statement-breakpoint
-- While an item is sent, its transaction's status and payout do not move but by its result; a
-- payment made by a batch is not reversed (a clawback recovers it), as the bank has sent it.
CREATE FUNCTION "transaction_payout_runs_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	batch uuid;
BEGIN
	SELECT "batch_id" INTO batch FROM "payout_batch_items" WHERE "transaction_id" = NEW."id" AND "state" = 'sent' LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'transaction % is sent in payout batch %', NEW."id", batch USING ERRCODE = 'check_violation';
	END IF;
	IF OLD."status" = 'PAID' AND NEW."status" <> 'PAID' AND EXISTS (
		SELECT 1 FROM "payout_batch_items" WHERE "transaction_id" = NEW."id" AND "state" = 'paid' AND "result_at" >= OLD."paid_at"
	) THEN
		RAISE EXCEPTION 'transaction % was paid by a payout batch: claw it back instead', NEW."id" USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_payout_runs_guard" BEFORE UPDATE OF "status", "expected_payout" ON "gift_card_transactions" FOR EACH ROW
	WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."expected_payout" IS DISTINCT FROM NEW."expected_payout")
	EXECUTE FUNCTION "transaction_payout_runs_guard"();--> statement-breakpoint
-- Nor does any other money move on it: a purchase, adjustment, void, payout or reversal written
-- while it is sent (by the review's money path repeating what it holds) would count it twice.
CREATE FUNCTION "ledger_transfers_not_in_flight"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	batch uuid;
BEGIN
	IF NEW."kind" IN ('purchase', 'purchase_adjustment', 'purchase_void', 'payout', 'payout_reversal') AND NEW."transaction_id" IS NOT NULL THEN
		SELECT "batch_id" INTO batch FROM "payout_batch_items" WHERE "transaction_id" = NEW."transaction_id" AND "state" = 'sent' LIMIT 1;
		IF FOUND THEN
			RAISE EXCEPTION 'transaction % is sent in payout batch %', NEW."transaction_id", batch USING ERRCODE = 'check_violation';
		END IF;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_not_in_flight" BEFORE INSERT ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_not_in_flight"();--> statement-breakpoint
-- A card paid by a batch's result: PAID with its item's amount, the brand's paid counters moved,
-- as transaction_move_money does for a payment in one step.
CREATE FUNCTION "payout_item_pays_transaction"("item_id" uuid) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	i "payout_batch_items"%ROWTYPE;
	brand uuid;
BEGIN
	SELECT * INTO i FROM "payout_batch_items" WHERE "id" = item_id;
	UPDATE "gift_card_transactions" SET "status" = 'PAID', "final_payout" = i."amount", "paid_at" = now()
		WHERE "id" = i."transaction_id" RETURNING "brand_id" INTO brand;
	UPDATE "brands" SET "paid_count" = "paid_count" + 1, "paid_payout_total" = "paid_payout_total" + i."amount" WHERE "id" = brand;
END;
$$;--> statement-breakpoint
-- Submits a draft or approved batch (the caller holds its row lock and has checked its approval):
-- the items whose card no longer owes what was drafted are dropped (failed, "no longer owed"); the
-- others recover their customer's clawback first (clawback_offset), send the rest (payout_pending)
-- and are sent, or paid at once when the clawback took all of it. One set of statements for the
-- whole batch. Answers the number of items sent.
CREATE FUNCTION "payout_batch_submit"("submitted_id" uuid, "actor_id" uuid, "actor_username" text) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	in_flight_account uuid;
	sent integer;
	paid_item uuid;
BEGIN
	PERFORM 1 FROM "gift_card_transactions"
		WHERE "id" IN (SELECT "transaction_id" FROM "payout_batch_items" WHERE "batch_id" = submitted_id AND "state" = 'draft')
		ORDER BY "id" FOR UPDATE;
	UPDATE "payout_batch_items" i SET "state" = 'failed', "open" = false, "result_reason" = 'no longer owed', "result_at" = now()
		FROM "gift_card_transactions" t
		WHERE i."batch_id" = submitted_id AND i."state" = 'draft' AND t."id" = i."transaction_id"
			AND (NOT "transaction_status_owed"(t."status")
				OR i."amount" <> (SELECT coalesce(sum(e."owed"), 0) FROM "ledger_transfer_effects" e WHERE e."transaction_id" = t."id"));
	PERFORM 1 FROM "ledger_accounts"
		WHERE "customer_id" IS NULL OR "customer_id" IN (SELECT "customer_id" FROM "payout_batch_items" WHERE "batch_id" = submitted_id AND "state" = 'draft')
		ORDER BY "id" FOR UPDATE;
	-- A customer's receivable is recovered from their items in the order they were drafted.
	UPDATE "payout_batch_items" i SET "offset_amount" = o."recovered"
	FROM (
		SELECT d."id", greatest(0, least(d."amount", coalesce(r."balance", 0) - coalesce(sum(d."amount") OVER (
			PARTITION BY d."customer_id" ORDER BY d."created_at", d."id" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))) AS "recovered"
		FROM "payout_batch_items" d
		LEFT JOIN "ledger_accounts" r ON r."customer_id" = d."customer_id" AND r."kind" = 'customer_receivable'
		WHERE d."batch_id" = submitted_id AND d."state" = 'draft'
	) o
	WHERE i."id" = o."id";
	INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "performed_by_id", "performed_by_username", "reason", "created_at")
		SELECT 'clawback_offset', p."id", r."id", i."offset_amount", i."transaction_id", actor_id, actor_username, 'Recovered in payout ' || i."reference", clock_timestamp()
		FROM "payout_batch_items" i
		JOIN "ledger_accounts" p ON p."customer_id" = i."customer_id" AND p."kind" = 'customer_payable'
		JOIN "ledger_accounts" r ON r."customer_id" = i."customer_id" AND r."kind" = 'customer_receivable'
		WHERE i."batch_id" = submitted_id AND i."state" = 'draft' AND i."offset_amount" > 0
		ORDER BY i."created_at", i."id";
	SELECT "id" INTO in_flight_account FROM "ledger_accounts" WHERE "kind" = 'payouts_in_flight' AND "customer_id" IS NULL;
	INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "performed_by_id", "performed_by_username", "reason", "created_at")
		SELECT 'payout_pending', p."id", in_flight_account, i."amount" - i."offset_amount", i."transaction_id", actor_id, actor_username, 'Sent in payout ' || i."reference", clock_timestamp()
		FROM "payout_batch_items" i
		JOIN "ledger_accounts" p ON p."customer_id" = i."customer_id" AND p."kind" = 'customer_payable'
		WHERE i."batch_id" = submitted_id AND i."state" = 'draft' AND i."amount" > i."offset_amount"
		ORDER BY i."created_at", i."id";
	UPDATE "payout_batch_items" SET "state" = 'sent', "sent_at" = now()
		WHERE "batch_id" = submitted_id AND "state" = 'draft' AND "amount" > "offset_amount";
	GET DIAGNOSTICS sent = ROW_COUNT;
	FOR paid_item IN
		UPDATE "payout_batch_items" SET "state" = 'paid', "open" = false, "sent_at" = now(), "result_at" = now(), "result_reason" = 'recovered a clawback'
			WHERE "batch_id" = submitted_id AND "state" = 'draft' RETURNING "id"
	LOOP
		PERFORM "payout_item_pays_transaction"(paid_item);
	END LOOP;
	UPDATE "payout_batches" SET "state" = CASE WHEN sent = 0 THEN 'settled' ELSE 'submitted' END,
		"submitted_by_id" = actor_id, "submitted_by_username" = actor_username, "submitted_at" = now(),
		"settled_at" = CASE WHEN sent = 0 THEN now() END
		WHERE "id" = submitted_id;
	RETURN sent;
END;
$$;--> statement-breakpoint
-- One bank result for one item (the caller holds its batch's row lock): a sent item is settled
-- (payout_settled, its card PAID) or failed (payout_failed, its offset given back, its card owed
-- again); an item that already has this result is unchanged; one with another is a conflict.
-- Answers 'applied', 'unchanged' or the state recorded.
CREATE FUNCTION "payout_item_result"("item_id" uuid, "succeeded" boolean, "why" text, "provider_ref" text, "actor_id" uuid, "actor_username" text) RETURNS text LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	i "payout_batch_items"%ROWTYPE;
	net numeric;
	offset_id uuid;
	payable uuid;
	in_flight uuid;
BEGIN
	SELECT * INTO i FROM "payout_batch_items" WHERE "id" = item_id FOR UPDATE;
	IF i."state" <> 'sent' THEN
		RETURN CASE WHEN i."state" = CASE WHEN succeeded THEN 'paid' ELSE 'failed' END THEN 'unchanged' ELSE i."state" END;
	END IF;
	PERFORM 1 FROM "gift_card_transactions" WHERE "id" = i."transaction_id" FOR UPDATE;
	PERFORM 1 FROM "ledger_accounts" WHERE "customer_id" IS NULL OR "customer_id" = i."customer_id" ORDER BY "id" FOR UPDATE;
	SELECT "id" INTO in_flight FROM "ledger_accounts" WHERE "kind" = 'payouts_in_flight' AND "customer_id" IS NULL;
	SELECT "id" INTO payable FROM "ledger_accounts" WHERE "kind" = 'customer_payable' AND "customer_id" = i."customer_id";
	net := i."amount" - i."offset_amount";
	UPDATE "payout_batch_items" SET "state" = CASE WHEN succeeded THEN 'paid' ELSE 'failed' END, "open" = false,
		"result_reason" = why, "provider_reference" = provider_ref, "result_at" = now()
		WHERE "id" = item_id;
	IF succeeded THEN
		INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "performed_by_id", "performed_by_username", "reason", "created_at")
			SELECT 'payout_settled', in_flight, a."id", net, i."transaction_id", actor_id, actor_username, 'Paid by the bank: ' || i."reference", clock_timestamp()
			FROM "ledger_accounts" a WHERE a."kind" = 'payouts' AND a."customer_id" IS NULL;
		PERFORM "payout_item_pays_transaction"(item_id);
	ELSE
		INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "performed_by_id", "performed_by_username", "reason", "created_at")
			VALUES ('payout_failed', in_flight, payable, net, i."transaction_id", actor_id, actor_username, 'Failed: ' || i."reference" || coalesce(' (' || why || ')', ''), clock_timestamp());
		IF i."offset_amount" > 0 THEN
			SELECT o."id" INTO offset_id FROM "ledger_transfers" o
				WHERE o."transaction_id" = i."transaction_id" AND o."kind" = 'clawback_offset' AND o."reverses_id" IS NULL
					AND NOT EXISTS (SELECT 1 FROM "ledger_transfers" r WHERE r."reverses_id" = o."id")
				ORDER BY o."seq" DESC LIMIT 1;
			INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "reverses_id", "performed_by_id", "performed_by_username", "reason", "created_at")
				SELECT 'clawback_offset', r."id", payable, i."offset_amount", i."transaction_id", offset_id, actor_id, actor_username, 'Given back: ' || i."reference" || ' failed', clock_timestamp()
				FROM "ledger_accounts" r WHERE r."kind" = 'customer_receivable' AND r."customer_id" = i."customer_id";
		END IF;
	END IF;
	RETURN 'applied';
END;
$$;--> statement-breakpoint
-- A clawback of a paid card (the caller has checked its approval): what the customer now owes us.
CREATE FUNCTION "ledger_clawback"("clawed_id" uuid, "clawed" numeric, "why" text, "actor_id" uuid, "actor_username" text) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	t "gift_card_transactions"%ROWTYPE;
BEGIN
	SELECT * INTO t FROM "gift_card_transactions" WHERE "id" = clawed_id FOR UPDATE;
	IF t."status" IS DISTINCT FROM 'PAID' OR t."clawback_at" IS NOT NULL OR clawed <= 0 OR clawed > coalesce(t."final_payout", 0) THEN
		RAISE EXCEPTION 'only a paid card is clawed back, once, for at most its payout' USING ERRCODE = 'check_violation';
	END IF;
	INSERT INTO "ledger_accounts" ("kind", "customer_id") VALUES ('customer_receivable', t."user_id") ON CONFLICT ("customer_id", "kind") DO NOTHING;
	PERFORM 1 FROM "ledger_accounts" WHERE "customer_id" IS NULL OR "customer_id" = t."user_id" ORDER BY "id" FOR UPDATE;
	INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "performed_by_id", "performed_by_username", "reason", "created_at")
		SELECT 'clawback', r."id", inv."id", clawed, clawed_id, actor_id, actor_username, why, clock_timestamp()
		FROM "ledger_accounts" r, "ledger_accounts" inv
		WHERE r."kind" = 'customer_receivable' AND r."customer_id" = t."user_id" AND inv."kind" = 'card_inventory' AND inv."customer_id" IS NULL;
	UPDATE "gift_card_transactions" SET "clawback_amount" = clawed, "clawback_reason" = why, "clawback_by_id" = actor_id,
		"clawback_by_username" = actor_username, "clawback_at" = now(), "clawback_approved_by_id" = NULL, "clawback_approved_at" = NULL
		WHERE "id" = clawed_id;
END;
$$;--> statement-breakpoint
-- A customer pays a clawback back; the posting trigger refuses more than they owe.
CREATE FUNCTION "ledger_clawback_repaid"("customer" uuid, "repaid" numeric, "why" text, "actor_id" uuid, "actor_username" text) RETURNS uuid LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	written uuid;
BEGIN
	PERFORM 1 FROM "ledger_accounts" WHERE "customer_id" IS NULL OR "customer_id" = customer ORDER BY "id" FOR UPDATE;
	INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "performed_by_id", "performed_by_username", "reason", "created_at")
		SELECT 'clawback_repaid', pay."id", r."id", repaid, actor_id, actor_username, why, clock_timestamp()
		FROM "ledger_accounts" r, "ledger_accounts" pay
		WHERE r."kind" = 'customer_receivable' AND r."customer_id" = customer AND pay."kind" = 'payouts' AND pay."customer_id" IS NULL
		RETURNING "id" INTO written;
	IF written IS NULL THEN
		RAISE EXCEPTION 'overdraft: customer % owes nothing', customer USING ERRCODE = 'check_violation';
	END IF;
	RETURN written;
END;
$$;
--> statement-breakpoint
-- Only the functions above pay a card through a batch item.
REVOKE EXECUTE ON FUNCTION "payout_item_pays_transaction"(uuid) FROM PUBLIC;
