-- Activity rows are written once, like the audit trail: refused for every role, on PGlite too.
CREATE OR REPLACE FUNCTION public.activity_logs_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	RAISE EXCEPTION 'activity_logs entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$function$;

CREATE OR REPLACE TRIGGER activity_logs_append_only BEFORE DELETE OR UPDATE ON public.activity_logs FOR EACH ROW EXECUTE FUNCTION activity_logs_refuse_change();
