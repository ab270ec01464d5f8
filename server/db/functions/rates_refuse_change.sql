-- History is refused a change for every role, on PGlite too; TRUNCATE by the shared statement
-- trigger, which also tells grant_app_role to withhold UPDATE and DELETE from the app's role.
CREATE OR REPLACE FUNCTION public.rates_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	RAISE EXCEPTION '% of % is refused: rates are history, never changed', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$function$;

CREATE OR REPLACE TRIGGER rate_ends_append_only BEFORE DELETE OR UPDATE ON public.rate_ends FOR EACH ROW EXECUTE FUNCTION rates_refuse_change();
CREATE OR REPLACE TRIGGER rates_append_only BEFORE DELETE OR UPDATE ON public.rates FOR EACH ROW EXECUTE FUNCTION rates_refuse_change();
