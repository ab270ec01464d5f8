CREATE OR REPLACE VIEW public.rate_versions AS
 SELECT r.id,
    r.brand_id,
    r.country,
    r.form,
    r.receipt,
    r.min_value,
    r.max_value,
    r.rate_percentage,
    r.effective_from,
    r.note,
    r.created_by_id,
    r.created_by_username,
    r.created_at,
    e.ended_at AS effective_to
   FROM (rates r
     LEFT JOIN rate_ends e ON ((e.rate_id = r.id)));
