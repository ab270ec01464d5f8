CREATE OR REPLACE FUNCTION public.ledger_transfers_not_in_flight()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	batch uuid;
BEGIN
	IF NEW."kind" IN ('purchase', 'purchase_adjustment', 'purchase_void', 'payout', 'payout_reversal') AND NEW."transaction_id" IS NOT NULL THEN
		SELECT "batch_id" INTO batch FROM "payout_batch_items" WHERE "transaction_id" = NEW."transaction_id" AND "open" AND "state" IN ('sent', 'cancel_requested');
		IF FOUND THEN
			RAISE EXCEPTION 'transaction % is sent in payout batch %', NEW."transaction_id", batch USING ERRCODE = 'check_violation';
		END IF;
	END IF;
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER ledger_transfers_not_in_flight BEFORE INSERT ON public.ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_transfers_not_in_flight();
