-- Which side of an account kind its balance is on, said once (issue 42): a debit-normal kind's
-- balance is debits - credits (what the business holds or is owed: the cards bought, a customer's
-- receivable), a credit-normal kind's credits - debits. The kinds are fixed (ledger_refuse_change
-- refuses their UPDATE, on a database that has it): their new column is set with the table's
-- triggers off.
ALTER TABLE public.ledger_account_kinds ADD COLUMN normal_side text;
--> statement-breakpoint
ALTER TABLE public.ledger_account_kinds DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE public.ledger_account_kinds SET normal_side = CASE WHEN kind IN ('card_inventory', 'customer_receivable') THEN 'debit' ELSE 'credit' END;
--> statement-breakpoint
ALTER TABLE public.ledger_account_kinds ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE public.ledger_account_kinds
	ALTER COLUMN normal_side SET NOT NULL,
	ADD CONSTRAINT ledger_account_kinds_normal_side_check CHECK (normal_side IN ('debit', 'credit')),
	ADD CONSTRAINT ledger_account_kinds_kind_side_key UNIQUE (kind, normal_side);
--> statement-breakpoint
-- A generated column reads its own row only: each account carries its kind's side, which the
-- foreign key on the pair keeps equal to the kind's (ledger_accounts_fit_kind fills it on insert),
-- and its balance is generated from it.
ALTER TABLE public.ledger_accounts ADD COLUMN normal_side text;
--> statement-breakpoint
UPDATE public.ledger_accounts a SET normal_side = k.normal_side FROM public.ledger_account_kinds k WHERE k.kind = a.kind;
--> statement-breakpoint
ALTER TABLE public.ledger_accounts
	ALTER COLUMN normal_side SET NOT NULL,
	DROP CONSTRAINT ledger_accounts_kind_fk,
	ADD CONSTRAINT ledger_accounts_kind_fk FOREIGN KEY (kind, normal_side) REFERENCES public.ledger_account_kinds(kind, normal_side);
--> statement-breakpoint
-- Its indexes go with it, and are made again below.
ALTER TABLE public.ledger_accounts DROP COLUMN balance;
--> statement-breakpoint
ALTER TABLE public.ledger_accounts ADD COLUMN balance numeric(22,2) GENERATED ALWAYS AS (
	CASE WHEN normal_side = 'debit' THEN debits - credits ELSE credits - debits END
) STORED;
--> statement-breakpoint
CREATE INDEX ledger_accounts_balance_idx ON public.ledger_accounts USING btree (balance, id);
--> statement-breakpoint
CREATE INDEX ledger_accounts_kind_balance_idx ON public.ledger_accounts USING btree (kind, balance, id);
