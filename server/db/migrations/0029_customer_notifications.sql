-- A customer's own notifications (api-contract.md, "Clawbacks": the customer gets a notification;
-- "KYC tiers and payout limits": the customer is notified of a decision). Unlike staff
-- notifications (one row per event, read by role), each row has one recipient and its read state.
CREATE TABLE "customer_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL CHECK ("kind" IN ('payout_clawed_back', 'kyc_approved', 'kyc_rejected')),
	"subject_id" uuid,
	"message" text NOT NULL,
	"message_code" text,
	"message_params" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_notifications_recipient_idx" ON "customer_notifications" USING btree ("recipient_id", "created_at" DESC, "id" DESC);
