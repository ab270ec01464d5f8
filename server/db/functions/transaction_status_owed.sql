-- Which statuses are owed: the one definition, read by the controls (transaction_controls_follow), by
-- transaction_move_money and by the ledger's check (server/plugins/ledger/check.ts).
CREATE OR REPLACE FUNCTION public.transaction_status_owed(status text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT "status" IN ('ORDER_ACCEPTED', 'REDEEMED') $function$;

-- A card's payout is approved only while the card is owed. The table's check reads the function
-- above, so it is declared here, after it, for a new database as for one being upgraded.
ALTER TABLE public.gift_card_transactions DROP CONSTRAINT IF EXISTS gift_card_transactions_approval_while_accepted;
ALTER TABLE public.gift_card_transactions ADD CONSTRAINT gift_card_transactions_approval_while_accepted CHECK (((payout_approved_at IS NULL) OR public.transaction_status_owed(status)));
