-- The results of a batch: the first result given for a sent item of the batch (or for one waiting
-- on a cancel, payout_batch_cancel_after_file.sql) applies to it, its transfers written once, its
-- card PAID or owed again, its activity row; the others are answered 'unchanged', 'unmatched' or
-- the state they contradict. The bank's references are matched to items by their unique index
-- before the batch is looked at (a materialized step the planner cannot fold into a walk of the
-- batch's items), and the items answered are then moved by id, still only while in flight, under
-- their row locks.
CREATE OR REPLACE FUNCTION public.payout_batch_results(results_batch uuid, results jsonb, actor_id uuid, actor_username text, actor_name text)
 RETURNS TABLE(result_ord bigint, result_outcome text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
	refs text[];
	oks boolean[];
	whys text[];
	provider_refs text[];
	answered_ids uuid[];
	answered_oks boolean[];
	answered_whys text[];
	answered_provider_refs text[];
	answered_transactions uuid[];
	answered_customers uuid[];
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
	WITH "given" AS (
		SELECT DISTINCT ON (r."ref") r."ref", r."ok", r."why", r."provider_ref"
		FROM unnest(refs, oks, whys, provider_refs) WITH ORDINALITY AS r("ref", "ok", "why", "provider_ref", "n")
		ORDER BY r."ref", r."n"
	), "matched" AS MATERIALIZED (
		SELECT i."id", i."batch_id", i."state", i."transaction_id", i."customer_id", g."ok", g."why", g."provider_ref"
		FROM "given" g JOIN "payout_batch_items" i ON i."reference" = g."ref"
	)
	SELECT coalesce(array_agg(m."id" ORDER BY m."id"), '{}'), coalesce(array_agg(m."ok" ORDER BY m."id"), '{}'),
			coalesce(array_agg(m."why" ORDER BY m."id"), '{}'), coalesce(array_agg(m."provider_ref" ORDER BY m."id"), '{}'),
			coalesce(array_agg(m."transaction_id"), '{}'), coalesce(array_agg(m."customer_id"), '{}')
		INTO answered_ids, answered_oks, answered_whys, answered_provider_refs, answered_transactions, answered_customers
		FROM "matched" m
		WHERE m."batch_id" = results_batch AND m."state" IN ('sent', 'cancel_requested');
	-- Locks as payout_item_result took them: the cards by id, then the ledger accounts by id.
	PERFORM 1 FROM "gift_card_transactions" WHERE "id" IN (SELECT unnest(answered_transactions)) ORDER BY "id" FOR UPDATE;
	PERFORM 1 FROM "ledger_accounts"
		WHERE "customer_id" IS NULL OR "customer_id" IN (SELECT unnest(answered_customers))
		ORDER BY "id" FOR UPDATE;
	WITH "moved" AS (
		UPDATE "payout_batch_items" i SET "state" = CASE WHEN a."ok" THEN 'paid' ELSE 'failed' END, "open" = false,
			"result_reason" = a."why", "provider_reference" = a."provider_ref", "result_at" = now()
		FROM unnest(answered_ids, answered_oks, answered_whys, answered_provider_refs) AS a("id", "ok", "why", "provider_ref")
		WHERE i."id" = a."id" AND i."state" IN ('sent', 'cancel_requested')
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
	-- Each result's outcome; an item of another batch is as unknown to this one as no item at all.
	RETURN QUERY
		SELECT r."n", CASE
			WHEN i."id" IS NULL OR i."batch_id" <> results_batch THEN 'unmatched'
			WHEN i."id" IN (SELECT unnest(applied_ids)) AND r."n" = min(r."n") OVER (PARTITION BY r."ref") THEN 'applied'
			WHEN i."state" = CASE WHEN r."ok" THEN 'paid' ELSE 'failed' END THEN 'unchanged'
			ELSE i."state" END
		FROM unnest(refs, oks) WITH ORDINALITY AS r("ref", "ok", "n")
		LEFT JOIN "payout_batch_items" i ON i."reference" = r."ref"
		ORDER BY r."n";
END;
$function$;
