-- The texts the server writes for staff carry their code and values (contract/messages.ts), so
-- the app says them in the reader's language; the English stays in summary, notes and message.
-- Rows written before stay without a code and show their English.
ALTER TABLE "audit_logs" ADD COLUMN "summary_code" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "summary_params" jsonb;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "notes_code" text;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "notes_params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_code" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_params" jsonb;
