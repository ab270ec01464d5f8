-- The money path: the one function that moves a card's money (accepting, adjusting, voiding,
-- paying, reversing), reading the owed statuses and the transfers' effects from their one
-- definition, and a customer's payable among the customer's accounts.
--
-- It writes the card's row once: the status and payouts, and with them the review's own fields
-- (`review`, each key only when given: offered_rate, admin_notes, rejection_reason, release_claim
-- true to end the claim, rate_override_reason with the actor and the time as its author). It runs
-- with the owner's rights, so every other key is refused: no caller writes another column through
-- it. It answers the row as written (after the triggers), which is what the callers' audit rows
-- and answers say.
--
-- No money moves, and only the review's fields change, while the card is paid and stays paid
-- (its payout frozen) or while its payout is with the bank in a sent batch item (a change of its
-- status or payout is refused by transactions_payout_runs_guard).
DROP FUNCTION IF EXISTS public.transaction_move_money(uuid, text, numeric, uuid, text, text);
CREATE OR REPLACE FUNCTION public.transaction_move_money(moved_id uuid, to_status text, to_expected_payout numeric, actor_id uuid, actor_username text, why text, review jsonb DEFAULT '{}'::jsonb)
 RETURNS public.gift_card_transactions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
	t "gift_card_transactions"%ROWTYPE;
	written "gift_card_transactions"%ROWTYPE;
	enters boolean;
	leaves boolean;
	moves boolean;
	unknown_field text;
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
	review := coalesce(review, '{}'::jsonb);
	SELECT k INTO unknown_field FROM jsonb_object_keys(review) k
	WHERE k NOT IN ('offered_rate', 'admin_notes', 'rejection_reason', 'release_claim', 'rate_override_reason')
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'transaction_move_money does not write %', unknown_field USING ERRCODE = 'invalid_parameter_value';
	END IF;
	SELECT * INTO t FROM "gift_card_transactions" WHERE "id" = moved_id FOR UPDATE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'transaction % does not exist', moved_id USING ERRCODE = 'no_data_found';
	END IF;
	enters := to_status = 'PAID' AND t."status" <> 'PAID';
	leaves := t."status" = 'PAID' AND to_status <> 'PAID';
	IF t."status" = 'PAID' AND NOT leaves AND to_expected_payout IS DISTINCT FROM t."expected_payout" THEN
		RAISE EXCEPTION 'a paid transaction is frozen: reverse the payout to change it' USING ERRCODE = 'check_violation';
	END IF;
	moves := NOT (t."status" = 'PAID' AND NOT leaves)
		AND NOT EXISTS (SELECT 1 FROM "payout_batch_items" i WHERE i."transaction_id" = moved_id AND i."state" IN ('sent', 'cancel_requested'));
	owing := CASE WHEN "transaction_status_owed"(to_status) OR to_status = 'PAID' THEN coalesce(to_expected_payout, 0) ELSE 0 END;
	IF moves AND enters AND owing <= 0 THEN
		RAISE EXCEPTION 'nothing to pay' USING ERRCODE = 'check_violation';
	END IF;
	UPDATE "gift_card_transactions" SET
		"status" = to_status,
		"expected_payout" = to_expected_payout,
		"final_payout" = CASE WHEN enters THEN to_expected_payout WHEN leaves THEN NULL ELSE "final_payout" END,
		"paid_at" = CASE WHEN enters THEN now() WHEN leaves THEN NULL ELSE "paid_at" END,
		"offered_rate" = CASE WHEN review ? 'offered_rate' THEN (review->>'offered_rate')::numeric ELSE "offered_rate" END,
		"admin_notes" = CASE WHEN review ? 'admin_notes' THEN review->>'admin_notes' ELSE "admin_notes" END,
		"rejection_reason" = CASE WHEN review ? 'rejection_reason' THEN review->>'rejection_reason' ELSE "rejection_reason" END,
		"claimed_by_id" = CASE WHEN (review->'release_claim') = 'true' THEN NULL ELSE "claimed_by_id" END,
		"claim_expires_at" = CASE WHEN (review->'release_claim') = 'true' THEN NULL ELSE "claim_expires_at" END,
		"rate_override_by_id" = CASE WHEN review ? 'rate_override_reason' THEN actor_id ELSE "rate_override_by_id" END,
		"rate_override_by_username" = CASE WHEN review ? 'rate_override_reason' THEN actor_username ELSE "rate_override_by_username" END,
		"rate_override_reason" = CASE WHEN review ? 'rate_override_reason' THEN review->>'rate_override_reason' ELSE "rate_override_reason" END,
		"rate_override_at" = CASE WHEN review ? 'rate_override_reason' THEN now() ELSE "rate_override_at" END,
		"updated_at" = now()
	WHERE "id" = moved_id
	RETURNING * INTO written;
	IF NOT moves THEN
		RETURN written;
	END IF;

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
		RETURN written;
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
	RETURN written;
END;
$function$;
