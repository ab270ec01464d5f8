-- The cards each reviewer skipped on the review desk: the queue hands a reviewer the cards they
-- have not skipped first, and their skipped ones only when no other is free, least recently
-- skipped first, so that skipping moves on instead of alternating between two cards.
CREATE TABLE "review_skips" (
	"reviewer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"transaction_id" uuid NOT NULL REFERENCES "gift_card_transactions"("id") ON DELETE CASCADE,
	"skipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("reviewer_id", "transaction_id")
);
--> statement-breakpoint
CREATE INDEX "review_skips_transaction_idx" ON "review_skips" ("transaction_id");
--> statement-breakpoint
-- Reversals were logged as the activity action 'other' before they had actions of their own.
UPDATE "activity_logs" SET "action" = 'payout_reversed'
WHERE "action" = 'other' AND "notes" LIKE 'Payout of $% reversed: %';
--> statement-breakpoint
UPDATE "activity_logs" SET "action" = 'reversal_approved'
WHERE "action" = 'other' AND "notes" LIKE 'Reversal of the $% payout approved.';
