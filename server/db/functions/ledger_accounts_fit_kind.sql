CREATE OR REPLACE FUNCTION public.ledger_accounts_fit_kind()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF (SELECT "per_customer" FROM "ledger_account_kinds" WHERE "kind" = NEW."kind") IS DISTINCT FROM (NEW."customer_id" IS NOT NULL) THEN
		RAISE EXCEPTION 'a % account % a customer', NEW."kind", CASE WHEN NEW."customer_id" IS NULL THEN 'needs' ELSE 'has no' END USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER ledger_accounts_fit_kind BEFORE INSERT OR UPDATE OF kind, customer_id ON public.ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_accounts_fit_kind();
