ALTER TABLE "brands" ALTER COLUMN "paid_payout_total" SET DATA TYPE numeric(22, 2);--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "paid_payout_total" SET DEFAULT '0';--> statement-breakpoint
CREATE INDEX "notifications_unread_subject_idx" ON "notifications" USING btree ("recipient_id","subject_id") WHERE not "notifications"."is_read";