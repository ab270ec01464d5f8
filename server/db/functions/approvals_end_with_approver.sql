CREATE OR REPLACE FUNCTION public.approvals_end_with_approver()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	UPDATE "gift_card_transactions" SET "payout_approved_by_id" = NULL, "payout_approved_at" = NULL, "payout_approved_amount" = NULL
		WHERE "payout_approved_by_id" = NEW."id";
	UPDATE "gift_card_transactions" SET "reversal_approved_by_id" = NULL, "reversal_approved_at" = NULL
		WHERE "reversal_approved_by_id" = NEW."id";
	RETURN NULL;
END;
$function$;

CREATE OR REPLACE TRIGGER users_deactivated_approvals_void AFTER UPDATE OF is_active ON public.users FOR EACH ROW WHEN ((old.is_active AND (NOT new.is_active))) EXECUTE FUNCTION approvals_end_with_approver();
