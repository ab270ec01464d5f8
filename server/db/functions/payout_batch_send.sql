CREATE OR REPLACE FUNCTION public.payout_batch_send(submitted_id uuid, actor_id uuid, actor_username text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
	in_flight_account uuid;
	sent integer;
	paid_item uuid;
	item record;
	customer uuid;
	tier record;
	used record;
BEGIN
	-- Locks in the money paths' one order: the customers (their KYC limits), their cards, then
	-- their accounts. A direct payment to the same customer waits, and counts what this sends.
	PERFORM 1 FROM "users"
		WHERE "id" IN (SELECT "customer_id" FROM "payout_batch_items" WHERE "batch_id" = submitted_id AND "state" = 'draft')
		ORDER BY "id" FOR NO KEY UPDATE;
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
	-- With the KYC limits on, an item that would take its customer past a limit, counting what they
	-- were paid today and this month and the items before it, is held: not sent, card still owed.
	IF (SELECT "enforced" FROM "kyc_settings") THEN
		FOR item IN
			SELECT d."id", d."customer_id", d."amount" - o."recovered" AS "net"
			FROM "payout_batch_items" d JOIN "payout_draft_offsets" o ON o."id" = d."id"
			WHERE o."batch_id" = submitted_id
			ORDER BY d."customer_id", d."created_at", d."id"
		LOOP
			IF item."customer_id" IS DISTINCT FROM customer THEN
				customer := item."customer_id";
				SELECT k."tier", k."name", k."daily_limit", k."monthly_limit" INTO tier
					FROM "users" u JOIN "kyc_tiers" k ON k."tier" = u."kyc_tier" WHERE u."id" = customer;
				SELECT * INTO used FROM "kyc_usage"(customer);
			END IF;
			IF tier."daily_limit" IS NOT NULL AND used."today" + item."net" > tier."daily_limit" THEN
				UPDATE "payout_batch_items" SET "state" = 'held', "open" = false, "result_at" = now(),
					"result_reason" = format('over the KYC limit: tier %s (%s) allows %s a day', tier."tier", tier."name", tier."daily_limit")
				WHERE "id" = item."id";
			ELSIF tier."monthly_limit" IS NOT NULL AND used."month" + item."net" > tier."monthly_limit" THEN
				UPDATE "payout_batch_items" SET "state" = 'held', "open" = false, "result_at" = now(),
					"result_reason" = format('over the KYC limit: tier %s (%s) allows %s a month', tier."tier", tier."name", tier."monthly_limit")
				WHERE "id" = item."id";
			ELSE
				used."today" := used."today" + item."net";
				used."month" := used."month" + item."net";
			END IF;
		END LOOP;
	END IF;
	-- What each item recovers of its customer's clawbacks, as its draft showed it, read now that
	-- the customer's accounts are locked.
	UPDATE "payout_batch_items" i SET "offset_amount" = o."recovered"
	FROM "payout_draft_offsets" o
	WHERE o."batch_id" = submitted_id AND i."id" = o."id";
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
$function$;

REVOKE ALL ON FUNCTION public.payout_batch_send(submitted_id uuid, actor_id uuid, actor_username text) FROM PUBLIC;
