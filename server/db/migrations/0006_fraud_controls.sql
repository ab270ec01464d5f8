-- Card codes are sealed by the server (it holds the key): these columns are filled for existing
-- rows by the data step that runs right after the SQL migrations (db/seal-card-codes.ts), which
-- then drops the plain "card_code" column. Until then "card_code" may be empty for new rows.
ALTER TABLE "gift_card_transactions" ALTER COLUMN "card_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "card_code_sealed" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "card_code_hash" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "card_code_last4" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "risk_flags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "duplicate_of" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "payout_approved_by_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "payout_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "payout_approved_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_payout_approved_by_id_users_id_fk" FOREIGN KEY ("payout_approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_card_code_hash_idx" ON "gift_card_transactions" USING btree ("card_code_hash");--> statement-breakpoint
CREATE INDEX "transactions_flagged_created_idx" ON "gift_card_transactions" USING btree ("created_at","id") WHERE cardinality("gift_card_transactions"."risk_flags") > 0;
