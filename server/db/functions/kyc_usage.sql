-- What a customer was paid in the current UTC day and calendar month (kyc_paid_since).
CREATE OR REPLACE FUNCTION public.kyc_usage(customer uuid, OUT today numeric, OUT month numeric)
 LANGUAGE sql
 STABLE
AS $function$
	SELECT "kyc_paid_since"(customer, date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'),
		"kyc_paid_since"(customer, date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
$function$;
