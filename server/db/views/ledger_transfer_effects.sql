-- Each transfer with its rule's effects on its transaction, in amounts: what the check, the
-- transaction's answers and transaction_move_money add up.
CREATE OR REPLACE VIEW public.ledger_transfer_effects AS
 SELECT t.id,
    t.seq,
    t.kind,
    t.transaction_id,
    t.amount,
    ((r.owed_effect)::numeric * t.amount) AS owed,
    ((r.paid_effect)::numeric * t.amount) AS paid,
    ((r.in_flight_effect)::numeric * t.amount) AS in_flight
   FROM (((ledger_transfers t
     JOIN ledger_accounts d ON ((d.id = t.debit_account_id)))
     JOIN ledger_accounts c ON ((c.id = t.credit_account_id)))
     JOIN ledger_transfer_rules r ON (((r.kind = t.kind) AND (r.debit_kind = d.kind) AND (r.credit_kind = c.kind))));
