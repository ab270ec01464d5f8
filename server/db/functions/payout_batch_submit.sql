CREATE OR REPLACE FUNCTION public.payout_batch_submit(submitted_id uuid, actor_id uuid, actor_username text, actor_name text, batch_threshold numeric, item_threshold numeric)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
	b "payout_batches"%ROWTYPE;
	total numeric;
	largest numeric;
	sent integer;
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
	sent := "payout_batch_send"(submitted_id, actor_id, actor_username);
	-- A batch is submitted once and no bank result precedes it: its paid items are those the
	-- offset paid at once. The note in English, with its code and parameters for the app's
	-- catalogue (contract/messages.ts: activity.paid_by_offset).
	INSERT INTO "activity_logs" ("transaction_id", "performed_by_id", "performed_by_name", "action", "new_status", "notes", "notes_code", "notes_params")
		SELECT i."transaction_id", actor_id, actor_name, 'payment_processed', 'PAID',
			'Paid $' || i."amount" || ' in payout ' || i."reference"
				|| ' by offsetting what the customer owed from a clawback: nothing was sent to the bank.',
			'activity.paid_by_offset',
			jsonb_build_object('amount', i."amount"::text, 'reference', i."reference")
		FROM "payout_batch_items" i
		WHERE i."batch_id" = submitted_id AND i."state" = 'paid'
		ORDER BY i."created_at", i."id";
	RETURN sent;
END;
$function$;
