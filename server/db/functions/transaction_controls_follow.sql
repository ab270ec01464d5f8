CREATE OR REPLACE FUNCTION public.transaction_controls_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF NEW."status" = 'PAID' AND OLD."status" <> 'PAID' AND NOT "transaction_status_owed"(OLD."status") THEN
		RAISE EXCEPTION 'only an accepted or redeemed transaction is paid (this one is %)', OLD."status" USING ERRCODE = 'check_violation';
	END IF;
	IF NOT "transaction_status_owed"(NEW."status") OR NEW."expected_payout" IS DISTINCT FROM OLD."expected_payout" THEN
		NEW."payout_approved_by_id" := NULL;
		NEW."payout_approved_at" := NULL;
		NEW."payout_approved_amount" := NULL;
	END IF;
	IF NEW."status" <> 'PENDING_REVIEW' THEN
		NEW."claimed_by_id" := NULL;
		NEW."claim_expires_at" := NULL;
	END IF;
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER transactions_controls_follow BEFORE UPDATE OF status, expected_payout ON public.gift_card_transactions FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.expected_payout IS DISTINCT FROM new.expected_payout))) EXECUTE FUNCTION transaction_controls_follow();
