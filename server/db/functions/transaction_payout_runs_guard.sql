CREATE OR REPLACE FUNCTION public.transaction_payout_runs_guard()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	batch uuid;
BEGIN
	SELECT "batch_id" INTO batch FROM "payout_batch_items" WHERE "transaction_id" = NEW."id" AND "open" AND "state" IN ('sent', 'cancel_requested');
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
$function$;

CREATE OR REPLACE TRIGGER transactions_payout_runs_guard BEFORE UPDATE OF status, expected_payout ON public.gift_card_transactions FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.expected_payout IS DISTINCT FROM new.expected_payout))) EXECUTE FUNCTION transaction_payout_runs_guard();
