-- The audit trail is append-only: the database itself refuses to rewrite or erase an entry.
CREATE OR REPLACE FUNCTION public.audit_logs_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	RAISE EXCEPTION 'audit_logs entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$function$;

CREATE OR REPLACE TRIGGER audit_logs_append_only BEFORE DELETE OR UPDATE ON public.audit_logs FOR EACH ROW EXECUTE FUNCTION audit_logs_refuse_change();
