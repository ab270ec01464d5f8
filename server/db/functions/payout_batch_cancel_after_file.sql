-- A submitted batch being cancelled (api-contract.md, "Round four"). Once its bank file has been
-- downloaded (the audit row `payout_batch.file_downloaded`, written with the download under the
-- batch's lock), the bank may pay its sent items whatever we decide, so they wait for its result in
-- state cancel_requested: still open and in flight, their cards neither owed, payable nor in a new
-- batch. Before that the caller fails them ("cancelled") and they are owed again. Answers how many
-- now wait.
CREATE OR REPLACE FUNCTION public.payout_batch_cancel_after_file(cancelled_batch uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
	waiting integer;
BEGIN
	PERFORM 1 FROM "payout_batches" WHERE "id" = cancelled_batch FOR UPDATE;
	IF NOT EXISTS (
		SELECT 1 FROM "audit_logs"
		WHERE "target_type" = 'payout_batch' AND "target_id" = cancelled_batch AND "action" = 'payout_batch.file_downloaded'
	) THEN
		RETURN 0;
	END IF;
	UPDATE "payout_batch_items" SET "state" = 'cancel_requested'
		WHERE "batch_id" = cancelled_batch AND "state" = 'sent';
	GET DIAGNOSTICS waiting = ROW_COUNT;
	RETURN waiting;
END;
$function$;
