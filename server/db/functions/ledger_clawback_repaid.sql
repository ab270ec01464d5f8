-- A customer pays a clawback back; the posting trigger refuses more than they owe.
CREATE OR REPLACE FUNCTION public.ledger_clawback_repaid(customer uuid, repaid numeric, why text, actor_id uuid, actor_username text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
$function$;
