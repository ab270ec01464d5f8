-- Payout runs, safer and faster (issue 31; contract, "Payout runs"):
--   - a bank's results for a batch are applied as one set of statements (payout_batch_results),
--     not one payout_item_result call per item: each sent item answered moves once, a repeated
--     result changes nothing, a contradicting one is reported, an unknown reference is reported;
--   - a card whose payout was clawed back is not reversed (the clawback recovers it);
--   - payout_batch_submit refuses a batch at or over the approval thresholds that a colleague
--     other than its creator has not approved.
--
-- The results of a batch (the caller holds its row lock; this takes it again): `results` is the
-- bank's list, [{reference, status: "success"|"failed", reason?, provider_reference?}], in its
-- order. The first result given for a sent item of the batch applies to it: success settles it
-- (payout_settled, its card PAID with the item's amount and its brand's paid counters moved),
-- failure fails it (payout_failed, the clawback it recovered given back, its card owed again);
-- each applied item writes its card's activity row. Locks are taken as payout_item_result took
-- them: the cards by id, then the ledger accounts by id. Answers, per result in the order given,
-- 'applied', 'unchanged' (the item already has this result), 'unmatched' (no item of this batch
-- has the reference) or the state recorded that the result contradicts.
CREATE FUNCTION "payout_batch_results"("results_batch" uuid, "results" jsonb, "actor_id" uuid, "actor_username" text, "actor_name" text)
	RETURNS TABLE ("result_ord" bigint, "result_outcome" text)
	LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	refs text[];
	oks boolean[];
	whys text[];
	provider_refs text[];
	applied_ids uuid[];
	in_flight_account uuid;
	payouts_account uuid;
BEGIN
	PERFORM 1 FROM "payout_batches" WHERE "id" = results_batch FOR UPDATE;
	SELECT coalesce(array_agg(e.v->>'reference' ORDER BY e.n), '{}'),
			coalesce(array_agg(e.v->>'status' = 'success' ORDER BY e.n), '{}'),
			coalesce(array_agg(nullif(e.v->>'reason', '') ORDER BY e.n), '{}'),
			coalesce(array_agg(nullif(e.v->>'provider_reference', '') ORDER BY e.n), '{}')
		INTO refs, oks, whys, provider_refs
		FROM jsonb_array_elements(results) WITH ORDINALITY AS e(v, n);
	PERFORM 1 FROM "gift_card_transactions"
		WHERE "id" IN (SELECT i."transaction_id" FROM "payout_batch_items" i
			WHERE i."batch_id" = results_batch AND i."state" = 'sent' AND i."reference" IN (SELECT unnest(refs)))
		ORDER BY "id" FOR UPDATE;
	PERFORM 1 FROM "ledger_accounts"
		WHERE "customer_id" IS NULL OR "customer_id" IN (SELECT i."customer_id" FROM "payout_batch_items" i
			WHERE i."batch_id" = results_batch AND i."state" = 'sent' AND i."reference" IN (SELECT unnest(refs)))
		ORDER BY "id" FOR UPDATE;
	WITH "given" AS (
		SELECT DISTINCT ON (r."ref") r."ref", r."ok", r."why", r."provider_ref"
		FROM unnest(refs, oks, whys, provider_refs) WITH ORDINALITY AS r("ref", "ok", "why", "provider_ref", "n")
		ORDER BY r."ref", r."n"
	), "moved" AS (
		UPDATE "payout_batch_items" i SET "state" = CASE WHEN g."ok" THEN 'paid' ELSE 'failed' END, "open" = false,
			"result_reason" = g."why", "provider_reference" = g."provider_ref", "result_at" = now()
		FROM "given" g
		WHERE i."batch_id" = results_batch AND i."reference" = g."ref" AND i."state" = 'sent'
		RETURNING i."id"
	)
	SELECT coalesce(array_agg("id"), '{}') INTO applied_ids FROM "moved";
	IF cardinality(applied_ids) > 0 THEN
		SELECT "id" INTO in_flight_account FROM "ledger_accounts" WHERE "kind" = 'payouts_in_flight' AND "customer_id" IS NULL;
		SELECT "id" INTO payouts_account FROM "ledger_accounts" WHERE "kind" = 'payouts' AND "customer_id" IS NULL;
		-- One statement for the transfers of the batch's results, each item's once.
		INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "reverses_id", "performed_by_id", "performed_by_username", "reason", "created_at")
			SELECT m."kind", m."debit", m."credit", m."amount", m."transaction_id", m."reverses_id", actor_id, actor_username, m."reason", clock_timestamp()
			FROM (
				SELECT i."created_at", i."id", 1 AS "step", CASE WHEN i."state" = 'paid' THEN 'payout_settled' ELSE 'payout_failed' END AS "kind",
					in_flight_account AS "debit", CASE WHEN i."state" = 'paid' THEN payouts_account ELSE p."id" END AS "credit",
					i."amount" - i."offset_amount" AS "amount", i."transaction_id", NULL::uuid AS "reverses_id",
					CASE WHEN i."state" = 'paid' THEN 'Paid by the bank: ' || i."reference"
						ELSE 'Failed: ' || i."reference" || coalesce(' (' || i."result_reason" || ')', '') END AS "reason"
				FROM "payout_batch_items" i
				JOIN "ledger_accounts" p ON p."customer_id" = i."customer_id" AND p."kind" = 'customer_payable'
				WHERE i."id" IN (SELECT unnest(applied_ids))
				UNION ALL
				-- A failed item gives back the clawback it recovered (the offset it was sent with).
				SELECT i."created_at", i."id", 2, 'clawback_offset', r."id", p."id", i."offset_amount", i."transaction_id",
					(SELECT o."id" FROM "ledger_transfers" o
						WHERE o."transaction_id" = i."transaction_id" AND o."kind" = 'clawback_offset' AND o."reverses_id" IS NULL
							AND NOT EXISTS (SELECT 1 FROM "ledger_transfers" x WHERE x."reverses_id" = o."id")
						ORDER BY o."seq" DESC LIMIT 1),
					'Given back: ' || i."reference" || ' failed'
				FROM "payout_batch_items" i
				JOIN "ledger_accounts" p ON p."customer_id" = i."customer_id" AND p."kind" = 'customer_payable'
				JOIN "ledger_accounts" r ON r."customer_id" = i."customer_id" AND r."kind" = 'customer_receivable'
				WHERE i."id" IN (SELECT unnest(applied_ids)) AND i."state" = 'failed' AND i."offset_amount" > 0
			) m
			ORDER BY m."created_at", m."id", m."step";
		-- The cards paid, and their brands' paid counters (the brands locked by id).
		UPDATE "gift_card_transactions" t SET "status" = 'PAID', "final_payout" = i."amount", "paid_at" = now()
			FROM "payout_batch_items" i
			WHERE i."id" IN (SELECT unnest(applied_ids)) AND i."state" = 'paid' AND t."id" = i."transaction_id";
		PERFORM 1 FROM "brands" WHERE "id" IN (
			SELECT t."brand_id" FROM "payout_batch_items" i JOIN "gift_card_transactions" t ON t."id" = i."transaction_id"
			WHERE i."id" IN (SELECT unnest(applied_ids)) AND i."state" = 'paid') ORDER BY "id" FOR UPDATE;
		UPDATE "brands" b SET "paid_count" = b."paid_count" + m."paid", "paid_payout_total" = b."paid_payout_total" + m."total"
			FROM (
				SELECT t."brand_id", count(*) AS "paid", sum(i."amount") AS "total"
				FROM "payout_batch_items" i JOIN "gift_card_transactions" t ON t."id" = i."transaction_id"
				WHERE i."id" IN (SELECT unnest(applied_ids)) AND i."state" = 'paid'
				GROUP BY t."brand_id"
			) m
			WHERE b."id" = m."brand_id";
		-- The note in English, with its code and parameters for the app's catalogue
		-- (contract/messages.ts: activity.paid_by_bank, activity.payout_failed…).
		INSERT INTO "activity_logs" ("transaction_id", "performed_by_id", "performed_by_name", "action", "new_status", "notes", "notes_code", "notes_params")
			SELECT i."transaction_id", actor_id, actor_name,
				CASE WHEN i."state" = 'paid' THEN 'payment_processed' ELSE 'other' END,
				CASE WHEN i."state" = 'paid' THEN 'PAID' END,
				CASE WHEN i."state" = 'paid' THEN 'Paid $' || i."amount" || ' by the bank in payout ' || i."reference" || '.'
					ELSE 'Payout ' || i."reference" || ' failed' || coalesce(': ' || i."result_reason", '') || '; the $' || i."amount" || ' is owed again.' END,
				CASE WHEN i."state" = 'paid' THEN 'activity.paid_by_bank'
					WHEN i."result_reason" IS NULL THEN 'activity.payout_failed_no_reason'
					WHEN i."result_reason" = 'cancelled' THEN 'activity.payout_failed_cancelled'
					ELSE 'activity.payout_failed' END,
				jsonb_build_object('amount', i."amount"::text, 'reference', i."reference")
					|| CASE WHEN i."state" <> 'paid' AND i."result_reason" IS NOT NULL AND i."result_reason" <> 'cancelled'
						THEN jsonb_build_object('reason', i."result_reason") ELSE '{}'::jsonb END
			FROM "payout_batch_items" i
			WHERE i."id" IN (SELECT unnest(applied_ids))
			ORDER BY i."created_at", i."id";
	END IF;
	RETURN QUERY
		SELECT r."n", CASE
			WHEN i."id" IS NULL THEN 'unmatched'
			WHEN i."id" IN (SELECT unnest(applied_ids)) AND r."n" = min(r."n") OVER (PARTITION BY r."ref") THEN 'applied'
			WHEN i."state" = CASE WHEN r."ok" THEN 'paid' ELSE 'failed' END THEN 'unchanged'
			ELSE i."state" END
		FROM unnest(refs, oks) WITH ORDINALITY AS r("ref", "ok", "n")
		LEFT JOIN "payout_batch_items" i ON i."batch_id" = results_batch AND i."reference" = r."ref"
		ORDER BY r."n";
END;
$$;--> statement-breakpoint
-- Results go through the batch: the one-item function is gone.
DROP FUNCTION "payout_item_result"(uuid, boolean, text, text, uuid, text);
--> statement-breakpoint
-- A card whose payout was clawed back is not reversed: the clawback recovers what was paid, and a
-- reversal would make the card owed again on top of it. As 0023's guard, with that refusal.
CREATE OR REPLACE FUNCTION "transaction_payout_runs_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
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
	IF OLD."status" = 'PAID' AND NEW."status" <> 'PAID' AND OLD."clawback_at" IS NOT NULL THEN
		RAISE EXCEPTION 'transaction % was clawed back: its payout is not reversed', NEW."id"
			USING ERRCODE = 'check_violation', CONSTRAINT = 'transaction_clawed_back';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
-- Nor is a reversal written for it by any other path.
CREATE FUNCTION "ledger_transfers_not_clawed_back"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "gift_card_transactions" WHERE "id" = NEW."transaction_id" AND "clawback_at" IS NOT NULL) THEN
		RAISE EXCEPTION 'transaction % was clawed back: its payout is not reversed', NEW."transaction_id"
			USING ERRCODE = 'check_violation', CONSTRAINT = 'transaction_clawed_back';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_not_clawed_back" BEFORE INSERT ON "ledger_transfers" FOR EACH ROW
	WHEN (NEW."kind" = 'payout_reversal') EXECUTE FUNCTION "ledger_transfers_not_clawed_back"();--> statement-breakpoint
-- Submitting: the batch's approval is the database's to check, under the batch's lock, with the
-- thresholds the app is configured with (BATCH_APPROVAL_THRESHOLD, DUAL_APPROVAL_THRESHOLD): a
-- batch whose total or any one item is at or over them is sent only once approved by someone
-- other than its creator. 0023's function sends it, and is called by this one only.
ALTER FUNCTION "payout_batch_submit"(uuid, uuid, text) RENAME TO "payout_batch_send";--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "payout_batch_send"(uuid, uuid, text) FROM PUBLIC;--> statement-breakpoint
CREATE FUNCTION "payout_batch_submit"("submitted_id" uuid, "actor_id" uuid, "actor_username" text, "batch_threshold" numeric, "item_threshold" numeric)
	RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	b "payout_batches"%ROWTYPE;
	total numeric;
	largest numeric;
BEGIN
	SELECT * INTO b FROM "payout_batches" WHERE "id" = submitted_id FOR UPDATE;
	IF NOT FOUND OR b."state" NOT IN ('draft', 'approved') THEN
		RAISE EXCEPTION 'only a draft or approved payout batch is submitted' USING ERRCODE = 'check_violation';
	END IF;
	SELECT coalesce(sum("amount"), 0), coalesce(max("amount"), 0) INTO total, largest
		FROM "payout_batch_items" WHERE "batch_id" = submitted_id;
	IF (batch_threshold IS NULL OR item_threshold IS NULL OR total >= batch_threshold OR largest >= item_threshold)
		AND (b."state" <> 'approved' OR b."approved_by_id" IS NULL OR b."approved_by_id" IS NOT DISTINCT FROM b."created_by_id") THEN
		RAISE EXCEPTION 'payout batch % needs the approval of someone other than its creator', submitted_id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'payout_batch_approval';
	END IF;
	RETURN "payout_batch_send"(submitted_id, actor_id, actor_username);
END;
$$;
