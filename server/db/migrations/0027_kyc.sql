-- KYC tiers and payout limits (api-contract.md, "KYC tiers and payout limits"). Each customer has
-- a tier whose limits bound what they are paid per UTC day and calendar month, once an admin turns
-- the limits on (off on a new installation, so every flow stays as it was).
CREATE TABLE "kyc_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tier" integer NOT NULL CHECK ("tier" BETWEEN 0 AND 3),
	"name" varchar(60) NOT NULL,
	"daily_limit" numeric(12, 2) CHECK ("daily_limit" >= 0),
	"monthly_limit" numeric(12, 2) CHECK ("monthly_limit" >= 0),
	"requires" jsonb NOT NULL DEFAULT '[]'::jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_tiers_tier_key" ON "kyc_tiers" ("tier");
--> statement-breakpoint
INSERT INTO "kyc_tiers" ("tier", "name", "daily_limit", "monthly_limit", "requires") VALUES
	(0, 'Unverified', 200.00, 1000.00, '[]'),
	(1, 'Identity', 2000.00, 10000.00, '["identity_document", "selfie"]'),
	(2, 'Address', 10000.00, 50000.00, '["identity_document", "selfie", "proof_of_address"]'),
	(3, 'Enhanced', NULL, NULL, '["identity_document", "selfie", "proof_of_address", "source_of_funds"]');
--> statement-breakpoint
-- One row: whether the limits are enforced.
CREATE TABLE "kyc_settings" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"enforced" boolean NOT NULL DEFAULT false,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "kyc_settings" ("id", "enforced") VALUES (true, false);
--> statement-breakpoint
-- Customers already here start at tier 1, those who sign up from now on at tier 0.
ALTER TABLE "users"
	ADD COLUMN "kyc_tier" integer NOT NULL DEFAULT 1 CHECK ("kyc_tier" BETWEEN 0 AND 3),
	ADD COLUMN "kyc_status" text NOT NULL DEFAULT 'none' CHECK ("kyc_status" IN ('none', 'pending', 'approved', 'rejected')),
	ADD COLUMN "kyc_reviewed_at" timestamp with time zone,
	ADD COLUMN "kyc_reason" text;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "kyc_tier" SET DEFAULT 0;
--> statement-breakpoint
-- A customer's documents: the file is kept privately in "media" (shown through signed URLs).
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"type" text NOT NULL CHECK ("type" IN ('id_card', 'passport', 'drivers_license', 'selfie', 'proof_of_address', 'source_of_funds')),
	"media_id" uuid NOT NULL REFERENCES "media"("id"),
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" ("user_id", "created_at");
--> statement-breakpoint
-- The queue: customers with documents waiting, oldest first.
CREATE INDEX "kyc_documents_waiting_idx" ON "kyc_documents" ("created_at", "user_id") WHERE "status" = 'pending';
--> statement-breakpoint
-- What a customer was paid in a day or a month, read under their row's lock when a payout is decided.
CREATE INDEX "transactions_user_paid_idx" ON "gift_card_transactions" ("user_id", "paid_at") WHERE "paid_at" IS NOT NULL;
