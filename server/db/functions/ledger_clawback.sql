-- A clawback of a paid card (the caller has checked its approval): what the customer now owes us.
CREATE OR REPLACE FUNCTION public.ledger_clawback(clawed_id uuid, clawed numeric, why text, actor_id uuid, actor_username text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
$function$;
