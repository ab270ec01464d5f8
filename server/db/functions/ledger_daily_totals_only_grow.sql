-- The roll-ups may only grow through posting: a direct update of a total is refused.
CREATE OR REPLACE FUNCTION public.ledger_daily_totals_only_grow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF NEW."count" < OLD."count" OR (NEW."day", NEW."transfer_kind", NEW."debit_kind", NEW."credit_kind") IS DISTINCT FROM (OLD."day", OLD."transfer_kind", OLD."debit_kind", OLD."credit_kind") THEN
		RAISE EXCEPTION 'ledger_daily_totals only grow' USING ERRCODE = 'insufficient_privilege';
	END IF;
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER ledger_daily_totals_grow BEFORE UPDATE ON public.ledger_daily_totals FOR EACH ROW EXECUTE FUNCTION ledger_daily_totals_only_grow();
