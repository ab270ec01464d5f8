-- Row triggers do not fire on TRUNCATE: an append-only table also needs this statement trigger.
-- Any append-only table (the audit trail, the payout ledger) uses the same function, and
-- grant_app_role finds those tables by it.
CREATE OR REPLACE FUNCTION public.append_only_refuse_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	RAISE EXCEPTION '% is append-only: it cannot be truncated', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$function$;

CREATE OR REPLACE TRIGGER activity_logs_no_truncate BEFORE TRUNCATE ON public.activity_logs FOR EACH STATEMENT EXECUTE FUNCTION append_only_refuse_truncate();
CREATE OR REPLACE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON public.audit_logs FOR EACH STATEMENT EXECUTE FUNCTION append_only_refuse_truncate();
CREATE OR REPLACE TRIGGER ledger_transfers_append_only_truncate BEFORE TRUNCATE ON public.ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION append_only_refuse_truncate();
CREATE OR REPLACE TRIGGER rate_ends_no_truncate BEFORE TRUNCATE ON public.rate_ends FOR EACH STATEMENT EXECUTE FUNCTION append_only_refuse_truncate();
CREATE OR REPLACE TRIGGER rates_no_truncate BEFORE TRUNCATE ON public.rates FOR EACH STATEMENT EXECUTE FUNCTION append_only_refuse_truncate();
