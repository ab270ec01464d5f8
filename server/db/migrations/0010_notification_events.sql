-- One notification row per event instead of one per member of staff (issue 12): a customer's
-- submission no longer inserts a row for every admin inside its request. Who may read an entry
-- follows from its kind and the reader's role; what each reader has read moves to
-- notification_reads. A dispute's chat keeps a single entry, brought back by each new message.
CREATE TABLE "notification_reads" (
	"notification_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	CONSTRAINT "notification_reads_notification_id_recipient_id_pk" PRIMARY KEY("notification_id","recipient_id")
);
--> statement-breakpoint
-- The copies of one event were written by one statement: same kind, subject, message and time.
CREATE TEMPORARY TABLE "notification_copies" AS
SELECT "id", "recipient_id", "is_read",
	first_value("id") OVER (PARTITION BY "kind", "subject_id", "message", "created_at" ORDER BY "id") AS "event_id"
FROM "notifications";
--> statement-breakpoint
INSERT INTO "notification_reads" ("notification_id", "recipient_id")
SELECT "event_id", "recipient_id" FROM "notification_copies" WHERE "is_read"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "notifications" USING "notification_copies"
WHERE "notifications"."id" = "notification_copies"."id" AND "notification_copies"."id" <> "notification_copies"."event_id";
--> statement-breakpoint
DROP TABLE "notification_copies";
--> statement-breakpoint
-- A dispute's chat keeps its newest entry only.
DELETE FROM "notifications" AS "older"
WHERE "older"."kind" = 'chat_message' AND EXISTS (
	SELECT 1 FROM "notifications" AS "newer"
	WHERE "newer"."kind" = 'chat_message' AND "newer"."subject_id" = "older"."subject_id"
		AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id"));
--> statement-breakpoint
DELETE FROM "notification_reads" AS "read"
WHERE NOT EXISTS (SELECT 1 FROM "notifications" WHERE "notifications"."id" = "read"."notification_id");
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
DROP INDEX IF EXISTS "notifications_recipient_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "notifications_unread_subject_idx";
--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "recipient_id";
--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "is_read";
--> statement-breakpoint
CREATE INDEX "notifications_newest_idx" ON "notifications" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_chat_subject_key" ON "notifications" USING btree ("subject_id") WHERE "notifications"."kind" = 'chat_message';
