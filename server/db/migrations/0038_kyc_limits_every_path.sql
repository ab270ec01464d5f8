-- KYC limits across every way money leaves (api-contract.md, "Round four"): a batch item over its
-- customer's limit when the batch is sent is held (not sent, no longer open), and what a customer
-- was sent in batches is read by customer and day.
ALTER TABLE "payout_batch_items" DROP CONSTRAINT "payout_batch_items_state_check";
--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_state_check"
	CHECK ("state" = ANY (ARRAY['draft'::text, 'sent'::text, 'paid'::text, 'failed'::text, 'held'::text]));
--> statement-breakpoint
CREATE INDEX "payout_batch_items_customer_sent_idx" ON "payout_batch_items" ("customer_id", "sent_at")
	WHERE "sent_at" IS NOT NULL;
