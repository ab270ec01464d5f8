ALTER TABLE "users" ADD COLUMN "second_factor_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "second_factor_locked_at" timestamp with time zone;
