-- Nor is a reversal written for it by any other path.
CREATE OR REPLACE FUNCTION public.ledger_transfers_not_clawed_back()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF EXISTS (SELECT 1 FROM "gift_card_transactions" WHERE "id" = NEW."transaction_id" AND "clawback_at" IS NOT NULL) THEN
		RAISE EXCEPTION 'transaction % was clawed back: its payout is not reversed', NEW."transaction_id"
			USING ERRCODE = 'check_violation', CONSTRAINT = 'transaction_clawed_back';
	END IF;
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER ledger_transfers_not_clawed_back BEFORE INSERT ON public.ledger_transfers FOR EACH ROW WHEN ((new.kind = 'payout_reversal'::text)) EXECUTE FUNCTION ledger_transfers_not_clawed_back();
