-- New rows start with nothing paid: a transaction PENDING_REVIEW with no payment, a brand with
-- paid counters at 0. Only the tables' owner writes others (the demo seed, a data import); the
-- app's submissions and brands always start so. (Column privileges cannot say it: an INSERT names
-- every column, DEFAULT included.)
CREATE OR REPLACE FUNCTION public.refuse_unless_owner()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF NOT pg_has_role((SELECT "relowner" FROM pg_class WHERE "oid" = TG_RELID), 'MEMBER') THEN
		RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = 'insufficient_privilege';
	END IF;
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER brands_start_unpaid BEFORE INSERT ON public.brands FOR EACH ROW WHEN (((new.paid_count <> 0) OR (new.paid_payout_total <> (0)::numeric))) EXECUTE FUNCTION refuse_unless_owner('a new brand starts with nothing paid: its paid counters move with payouts');
CREATE OR REPLACE TRIGGER disputes_sla_kept BEFORE UPDATE ON public.disputes FOR EACH ROW WHEN (((new.first_response_due_at IS DISTINCT FROM old.first_response_due_at) OR (new.resolution_due_at IS DISTINCT FROM old.resolution_due_at) OR (new.resolution_met_at IS DISTINCT FROM old.resolution_met_at))) EXECUTE FUNCTION refuse_unless_owner('a dispute''s service-level clocks are set when it opens and ended by its answer and closing');
CREATE OR REPLACE TRIGGER transactions_sla_kept BEFORE UPDATE ON public.gift_card_transactions FOR EACH ROW WHEN (((new.sla_due_at IS DISTINCT FROM old.sla_due_at) OR (new.sla_warn_at IS DISTINCT FROM old.sla_warn_at) OR (new.sla_met_at IS DISTINCT FROM old.sla_met_at) OR (new.sla_policy_version IS DISTINCT FROM old.sla_policy_version))) EXECUTE FUNCTION refuse_unless_owner('a card''s service-level clock is set when it is submitted and ended by its review');
CREATE OR REPLACE TRIGGER transactions_start_unpaid BEFORE INSERT ON public.gift_card_transactions FOR EACH ROW WHEN (((new.status <> 'PENDING_REVIEW'::text) OR (new.final_payout IS NOT NULL) OR (new.paid_at IS NOT NULL))) EXECUTE FUNCTION refuse_unless_owner('a new transaction starts PENDING_REVIEW and unpaid: its money moves through transaction_move_money');
CREATE OR REPLACE TRIGGER payout_batch_items_kept BEFORE UPDATE ON public.payout_batch_items FOR EACH ROW WHEN (((new.open IS DISTINCT FROM old.open) AND (new.open OR (old.state <> 'draft'::text)))) EXECUTE FUNCTION refuse_unless_owner('only a draft payout batch item is closed, when its batch is cancelled');
CREATE OR REPLACE TRIGGER payout_batch_items_start_draft BEFORE INSERT ON public.payout_batch_items FOR EACH ROW WHEN (((new.state <> 'draft'::text) OR (NOT new.open) OR (new.offset_amount <> (0)::numeric) OR (new.sent_at IS NOT NULL) OR (new.result_at IS NOT NULL) OR (new.result_reason IS NOT NULL) OR (new.provider_reference IS NOT NULL))) EXECUTE FUNCTION refuse_unless_owner('a new payout batch item is a draft: it is sent by payout_batch_submit and settled by payout_item_result');
CREATE OR REPLACE TRIGGER sla_alert_schedule_kept BEFORE INSERT OR UPDATE ON public.sla_alert_schedule FOR EACH ROW EXECUTE FUNCTION refuse_unless_owner('the service-level alert schedule follows the clocks: it is written by triggers');
CREATE OR REPLACE TRIGGER sla_daily_kept_by_triggers BEFORE INSERT OR UPDATE ON public.sla_daily FOR EACH ROW EXECUTE FUNCTION refuse_unless_owner('the service-level roll-ups follow decisions: they are written by triggers');
CREATE OR REPLACE TRIGGER sla_daily_minutes_kept_by_triggers BEFORE INSERT OR UPDATE ON public.sla_daily_minutes FOR EACH ROW EXECUTE FUNCTION refuse_unless_owner('the service-level roll-ups follow decisions: they are written by triggers');
CREATE OR REPLACE TRIGGER sla_open_due_hours_kept_by_triggers BEFORE INSERT OR UPDATE ON public.sla_open_due_hours FOR EACH ROW EXECUTE FUNCTION refuse_unless_owner('the open clocks by due hour follow the transactions: they are written by triggers');
CREATE OR REPLACE TRIGGER sla_policies_versions_kept BEFORE DELETE OR UPDATE ON public.sla_policies FOR EACH ROW EXECUTE FUNCTION refuse_unless_owner('service-level policies are versions: a change adds one');
