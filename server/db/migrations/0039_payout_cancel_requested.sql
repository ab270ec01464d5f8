-- A cancel after the bank file left (api-contract.md, "Round four"): the batch's sent items wait
-- for the bank's result in state cancel_requested, still open and in flight, so their cards are
-- neither owed, payable nor in a new batch until the result says whether the bank paid.
ALTER TABLE "payout_batch_items" DROP CONSTRAINT "payout_batch_items_state_check";
--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_state_check"
	CHECK ("state" = ANY (ARRAY['draft'::text, 'sent'::text, 'paid'::text, 'failed'::text, 'held'::text, 'cancel_requested'::text]));
--> statement-breakpoint
ALTER TABLE "payout_batch_items" DROP CONSTRAINT "payout_batch_items_open_check";
--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_open_check"
	CHECK ((NOT "open") OR ("state" = ANY (ARRAY['draft'::text, 'sent'::text, 'cancel_requested'::text])));
--> statement-breakpoint
ALTER TABLE "payout_batch_items" DROP CONSTRAINT "payout_batch_items_sent_open_check";
--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_sent_open_check"
	CHECK (("state" <> ALL (ARRAY['sent'::text, 'cancel_requested'::text])) OR "open");
--> statement-breakpoint
DROP INDEX "payout_batch_items_sent_idx";
--> statement-breakpoint
CREATE INDEX "payout_batch_items_sent_idx" ON "payout_batch_items" ("sent_at")
	WHERE "state" = ANY (ARRAY['sent'::text, 'cancel_requested'::text]);
