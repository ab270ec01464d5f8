-- An account fits its kind: a customer's if and only if the kind is per customer, and on its
-- kind's side (ledger_account_kinds.normal_side, which its generated balance reads; the foreign key
-- on kind and side refuses any other).
CREATE OR REPLACE FUNCTION public.ledger_accounts_fit_kind()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	kind_row "ledger_account_kinds"%ROWTYPE;
BEGIN
	SELECT * INTO kind_row FROM "ledger_account_kinds" WHERE "kind" = NEW."kind";
	IF kind_row."per_customer" IS DISTINCT FROM (NEW."customer_id" IS NOT NULL) THEN
		RAISE EXCEPTION 'a % account % a customer', NEW."kind", CASE WHEN NEW."customer_id" IS NULL THEN 'needs' ELSE 'has no' END USING ERRCODE = 'check_violation';
	END IF;
	NEW."normal_side" := kind_row."normal_side";
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER ledger_accounts_fit_kind BEFORE INSERT OR UPDATE OF kind, customer_id ON public.ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_accounts_fit_kind();
