-- The tally keys of each change: one per ordering that has value tallies.
CREATE OR REPLACE FUNCTION public.transaction_value_keys(changes transaction_value_change[])
 RETURNS TABLE(field text, status text, value numeric, id_byte smallint, delta integer)
 LANGUAGE sql
AS $function$
	SELECT f."field", c."status", f."value", c."id_byte", c."delta"
	FROM unnest("changes") c
	CROSS JOIN LATERAL (VALUES
		('card_value', c."card_value"),
		('final_payout', c."final_payout"),
		('status', NULL::numeric(12, 2)),
		('paid_at', NULL::numeric(12, 2))
	) f("field", "value")
	WHERE f."field" <> 'paid_at' OR c."unpaid";
$function$;
