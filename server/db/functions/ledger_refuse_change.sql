-- A cent is written once: the database itself refuses to change or remove a transfer, a roll-up or
-- an account (a mistake is corrected by a new transfer).
CREATE OR REPLACE FUNCTION public.ledger_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	RAISE EXCEPTION '% of % is refused: the ledger is append-only', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$function$;

CREATE OR REPLACE TRIGGER ledger_account_kinds_fixed BEFORE DELETE OR UPDATE ON public.ledger_account_kinds FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_account_kinds_no_truncate BEFORE TRUNCATE ON public.ledger_account_kinds FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON public.ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON public.ledger_accounts FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_daily_totals_no_delete BEFORE DELETE ON public.ledger_daily_totals FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_daily_totals_no_truncate BEFORE TRUNCATE ON public.ledger_daily_totals FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_transfer_rules_fixed BEFORE DELETE OR UPDATE ON public.ledger_transfer_rules FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_transfer_rules_no_truncate BEFORE TRUNCATE ON public.ledger_transfer_rules FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_transfers_append_only BEFORE DELETE OR UPDATE ON public.ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON public.ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
