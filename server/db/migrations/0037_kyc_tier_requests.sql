-- Four eyes on KYC (api-contract.md, "Round four"): a tier at or above KYC_FOUR_EYES_TIER asked by
-- one member of staff waits here, one per customer, until another confirms it.
CREATE TABLE "kyc_tier_requests" (
	"user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
	"tier" integer NOT NULL,
	"requested_by_id" uuid NOT NULL REFERENCES "users"("id"),
	"requested_by_username" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
