-- Posting now refuses, before moving anything: a transfer whose accounts are not those of its
-- kind; one between two customers; one whose customer account is not its transaction's customer.
-- After moving the accounts: any overdraft of a never_negative account (a customer's payable or
-- receivable). A refusal rolls the whole database transaction back.
CREATE OR REPLACE FUNCTION public.ledger_transfers_post()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
$function$;

CREATE OR REPLACE TRIGGER ledger_transfers_posted AFTER INSERT ON public.ledger_transfers REFERENCING NEW TABLE AS posted FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_post();
