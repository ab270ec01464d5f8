-- Service-level alerts (api-contract.md, "Service levels", Alerts). Each open clock has its
-- coming alerts in a schedule, written by the database when the item starts and removed when its
-- clock ends, whatever code writes the item: the server reads only the due entries, by time, from
-- an index (never every open row), and the entries outlive a restart. Each instance takes due
-- entries with FOR UPDATE SKIP LOCKED, and a unique index on (item, clock, state) among the
-- notifications makes a second alert for the same item and state impossible.
CREATE TABLE "sla_alert_schedule" (
	"target" text NOT NULL CHECK ("target" IN ('review', 'dispute_first_response', 'dispute_resolution')),
	"item_id" uuid NOT NULL,
	"state" text NOT NULL CHECK ("state" IN ('due_soon', 'breached')),
	"fire_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("target", "item_id", "state")
);
--> statement-breakpoint
CREATE INDEX "sla_alert_schedule_fire_at_idx" ON "sla_alert_schedule" ("fire_at");
--> statement-breakpoint
-- A clock's two alerts; none for "due soon" when the policy warns 0 minutes before.
CREATE FUNCTION "sla_schedule_alerts"("clock_target" text, "clock_item" uuid, "warn_at" timestamptz, "due_at" timestamptz)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
	IF "due_at" IS NULL THEN
		RETURN;
	END IF;
	IF "warn_at" IS NOT NULL AND "warn_at" < "due_at" THEN
		INSERT INTO "sla_alert_schedule" VALUES ("clock_target", "clock_item", 'due_soon', "warn_at", "due_at")
		ON CONFLICT DO NOTHING;
	END IF;
	INSERT INTO "sla_alert_schedule" VALUES ("clock_target", "clock_item", 'breached', "due_at", "due_at")
	ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "transactions_sla_alerts"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW."sla_met_at" IS NULL THEN
			PERFORM "sla_schedule_alerts"('review', NEW."id", NEW."sla_warn_at", NEW."sla_due_at");
		END IF;
	ELSIF NEW."sla_met_at" IS NOT NULL THEN
		DELETE FROM "sla_alert_schedule" WHERE "target" = 'review' AND "item_id" = NEW."id";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_sla_alerts_start" AFTER INSERT ON "gift_card_transactions" FOR EACH ROW
	EXECUTE FUNCTION "transactions_sla_alerts"();
--> statement-breakpoint
CREATE TRIGGER "transactions_sla_alerts_end" AFTER UPDATE ON "gift_card_transactions" FOR EACH ROW
	WHEN (OLD."sla_met_at" IS NULL AND NEW."sla_met_at" IS NOT NULL)
	EXECUTE FUNCTION "transactions_sla_alerts"();
--> statement-breakpoint
CREATE FUNCTION "disputes_sla_alerts"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW."first_response_met_at" IS NULL THEN
			PERFORM "sla_schedule_alerts"('dispute_first_response', NEW."id", NEW."first_response_warn_at", NEW."first_response_due_at");
		END IF;
		IF NEW."resolution_met_at" IS NULL THEN
			PERFORM "sla_schedule_alerts"('dispute_resolution', NEW."id", NEW."resolution_warn_at", NEW."resolution_due_at");
		END IF;
		RETURN NULL;
	END IF;
	IF OLD."first_response_met_at" IS NULL AND NEW."first_response_met_at" IS NOT NULL THEN
		DELETE FROM "sla_alert_schedule" WHERE "target" = 'dispute_first_response' AND "item_id" = NEW."id";
	END IF;
	IF OLD."resolution_met_at" IS NULL AND NEW."resolution_met_at" IS NOT NULL THEN
		DELETE FROM "sla_alert_schedule" WHERE "target" = 'dispute_resolution' AND "item_id" = NEW."id";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "disputes_sla_alerts_start" AFTER INSERT ON "disputes" FOR EACH ROW
	EXECUTE FUNCTION "disputes_sla_alerts"();
--> statement-breakpoint
CREATE TRIGGER "disputes_sla_alerts_end" AFTER UPDATE ON "disputes" FOR EACH ROW
	WHEN ((OLD."first_response_met_at" IS NULL AND NEW."first_response_met_at" IS NOT NULL)
		OR (OLD."resolution_met_at" IS NULL AND NEW."resolution_met_at" IS NOT NULL))
	EXECUTE FUNCTION "disputes_sla_alerts"();
--> statement-breakpoint
-- Items open now get the alerts still to come; those whose time has passed before this release
-- are not announced all at once (their state shows on the lists and the dashboard).
INSERT INTO "sla_alert_schedule"
SELECT 'review', "id", 'due_soon', "sla_warn_at", "sla_due_at" FROM "gift_card_transactions"
WHERE "sla_met_at" IS NULL AND "sla_warn_at" > now() AND "sla_warn_at" < "sla_due_at"
UNION ALL
SELECT 'review', "id", 'breached', "sla_due_at", "sla_due_at" FROM "gift_card_transactions"
WHERE "sla_met_at" IS NULL AND "sla_due_at" > now()
UNION ALL
SELECT 'dispute_first_response', "id", 'due_soon', "first_response_warn_at", "first_response_due_at" FROM "disputes"
WHERE "first_response_met_at" IS NULL AND "first_response_warn_at" > now() AND "first_response_warn_at" < "first_response_due_at"
UNION ALL
SELECT 'dispute_first_response', "id", 'breached', "first_response_due_at", "first_response_due_at" FROM "disputes"
WHERE "first_response_met_at" IS NULL AND "first_response_due_at" > now()
UNION ALL
SELECT 'dispute_resolution', "id", 'due_soon', "resolution_warn_at", "resolution_due_at" FROM "disputes"
WHERE "resolution_met_at" IS NULL AND "resolution_warn_at" > now() AND "resolution_warn_at" < "resolution_due_at"
UNION ALL
SELECT 'dispute_resolution', "id", 'breached', "resolution_due_at", "resolution_due_at" FROM "disputes"
WHERE "resolution_met_at" IS NULL AND "resolution_due_at" > now();
--> statement-breakpoint
-- A service-level notification names its item's kind and its clock; one per item, clock and state.
ALTER TABLE "notifications"
	ADD COLUMN "target_type" text CHECK ("target_type" IN ('transaction', 'dispute')),
	ADD COLUMN "sla_target" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_sla_alert_key" ON "notifications" ("subject_id", "sla_target", "kind")
	WHERE "kind" IN ('sla_due_soon', 'sla_breached');
