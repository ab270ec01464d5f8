-- Payout batches: a new one is a draft nobody approved, submitted or closed yet; then only forward,
-- by the app: draft -> approved (by someone other than its creator), draft or approved ->
-- cancelled, submitted -> settled or cancelled once none of its items is still sent (each failed or
-- paid through payout_item_result). Submitting is payout_batch_submit's (the owner's rights).
CREATE OR REPLACE FUNCTION public.payout_batches_app_moves()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF pg_has_role((SELECT "relowner" FROM pg_class WHERE "oid" = TG_RELID), 'MEMBER') THEN
		RETURN NEW;
	END IF;
	IF TG_OP = 'INSERT' THEN
		IF NEW."state" <> 'draft' OR NEW."approved_by_id" IS NOT NULL OR NEW."approved_at" IS NOT NULL
			OR NEW."submitted_by_id" IS NOT NULL OR NEW."submitted_at" IS NOT NULL
			OR NEW."settled_at" IS NOT NULL OR NEW."cancelled_at" IS NOT NULL THEN
			RAISE EXCEPTION 'a new payout batch is a draft' USING ERRCODE = 'insufficient_privilege';
		END IF;
		RETURN NEW;
	END IF;
	IF NEW."state" IS DISTINCT FROM OLD."state" AND NOT (
		(OLD."state" = 'draft' AND NEW."state" = 'approved' AND NEW."approved_by_id" IS DISTINCT FROM NEW."created_by_id")
		OR (OLD."state" IN ('draft', 'approved') AND NEW."state" = 'cancelled')
		OR (OLD."state" = 'submitted' AND NEW."state" IN ('settled', 'cancelled')
			AND NOT EXISTS (SELECT 1 FROM "payout_batch_items" WHERE "batch_id" = OLD."id" AND "state" = 'sent'))
	) THEN
		RAISE EXCEPTION 'a payout batch does not move from % to % this way', OLD."state", NEW."state" USING ERRCODE = 'insufficient_privilege';
	END IF;
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER payout_batches_app_moves BEFORE INSERT OR UPDATE ON public.payout_batches FOR EACH ROW EXECUTE FUNCTION payout_batches_app_moves();
