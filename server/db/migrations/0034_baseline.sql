-- The schema as migrations 0000-0034 left it, for a new database: tables, types, indexes,
-- constraints and the rows the ledger, KYC and service levels start with. A database made before
-- this file skips it (drizzle applies a migration only after the last one it recorded).
-- Functions, trigger functions with their triggers, and views are not here: each lives in a file of
-- its own under server/db/functions and server/db/views, applied after the migrations on every
-- start (server/db/migrate.ts).
CREATE TYPE public.transaction_daily_move AS (
	day date,
	submissions integer,
	paid_count integer,
	paid_amount numeric
);
--> statement-breakpoint
CREATE TYPE public.transaction_tally_change AS (
	created_day date,
	paid_day date,
	status text,
	brand_id uuid,
	user_id uuid,
	delta integer
);
--> statement-breakpoint
CREATE TYPE public.transaction_value_change AS (
	status text,
	card_value numeric(12,2),
	final_payout numeric(12,2),
	unpaid boolean,
	id_byte smallint,
	delta integer
);
--> statement-breakpoint
CREATE TABLE public.sla_policies (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    target text NOT NULL,
    minutes integer NOT NULL,
    warn_before_minutes integer NOT NULL,
    high_value_minutes integer,
    business_hours jsonb,
    version integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sla_policies_check CHECK (((warn_before_minutes >= 0) AND (warn_before_minutes <= minutes))),
    CONSTRAINT sla_policies_high_value_minutes_check CHECK (((high_value_minutes >= 1) AND (high_value_minutes <= 10080))),
    CONSTRAINT sla_policies_minutes_check CHECK (((minutes >= 1) AND (minutes <= 10080))),
    CONSTRAINT sla_policies_target_check CHECK ((target = ANY (ARRAY['review'::text, 'dispute_first_response'::text, 'dispute_resolution'::text])))
);
--> statement-breakpoint
CREATE TABLE public.activity_logs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    transaction_id uuid NOT NULL,
    performed_by_id uuid,
    performed_by_name text NOT NULL,
    action text NOT NULL,
    new_status text,
    notes text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    notes_code text,
    notes_params jsonb
);
--> statement-breakpoint
CREATE TABLE public.audit_logs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    actor_id uuid,
    actor_username text,
    action text NOT NULL,
    target_type text,
    target_id uuid,
    summary text NOT NULL,
    changes jsonb DEFAULT '{}'::jsonb NOT NULL,
    ip text DEFAULT ''::text NOT NULL,
    user_agent text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    summary_code text,
    summary_params jsonb
);
--> statement-breakpoint
CREATE TABLE public.brands (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    image_id uuid,
    currency text DEFAULT 'USD'::text NOT NULL,
    min_amount numeric(12,2) NOT NULL,
    max_amount numeric(12,2) NOT NULL,
    rate_percentage numeric(5,2) NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    submission_count integer DEFAULT 0 NOT NULL,
    paid_count integer DEFAULT 0 NOT NULL,
    paid_payout_total numeric(22,2) DEFAULT '0'::numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.canned_replies (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title character varying(120) NOT NULL,
    category text NOT NULL,
    body text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT canned_replies_category_check CHECK ((category = ANY (ARRAY['greeting'::text, 'evidence'::text, 'refund'::text, 'closing'::text])))
);
--> statement-breakpoint
CREATE TABLE public.chat_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    dispute_id uuid NOT NULL,
    sender_id uuid NOT NULL,
    message text NOT NULL,
    client_id text,
    is_read boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.customer_notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    recipient_id uuid NOT NULL,
    kind text NOT NULL,
    subject_id uuid,
    message text NOT NULL,
    message_code text,
    message_params jsonb,
    read_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT customer_notifications_kind_check CHECK ((kind = ANY (ARRAY['payout_clawed_back'::text, 'kyc_approved'::text, 'kyc_rejected'::text])))
);
--> statement-breakpoint
CREATE TABLE public.disputes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid NOT NULL,
    giftcard_id uuid,
    status text DEFAULT 'open'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    first_response_due_at timestamp with time zone,
    first_response_warn_at timestamp with time zone,
    first_response_met_at timestamp with time zone,
    first_response_policy_version integer,
    resolution_due_at timestamp with time zone,
    resolution_warn_at timestamp with time zone,
    resolution_met_at timestamp with time zone,
    resolution_policy_version integer
);
--> statement-breakpoint
CREATE TABLE public.gift_card_transactions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    brand_id uuid NOT NULL,
    status text DEFAULT 'PENDING_REVIEW'::text NOT NULL,
    card_value numeric(12,2) NOT NULL,
    card_image_id uuid,
    currency text DEFAULT 'USD'::text NOT NULL,
    expected_payout numeric(12,2),
    offered_rate numeric(5,2),
    final_payout numeric(12,2),
    admin_notes text DEFAULT ''::text NOT NULL,
    rejection_reason text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone,
    card_code_sealed text NOT NULL,
    card_code_hash text NOT NULL,
    card_code_last4 text NOT NULL,
    risk_flags text[] DEFAULT '{}'::text[] NOT NULL,
    duplicate_of uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    payout_approved_by_id uuid,
    payout_approved_at timestamp with time zone,
    payout_approved_amount numeric(12,2),
    claimed_by_id uuid,
    claim_expires_at timestamp with time zone,
    reversal_approved_by_id uuid,
    reversal_approved_at timestamp with time zone,
    country text,
    form text,
    receipt text,
    rate_lock_rate_id uuid,
    rate_lock_percentage numeric(5,2),
    rate_locked_at timestamp with time zone,
    rate_override_by_id uuid,
    rate_override_by_username text,
    rate_override_reason text,
    rate_override_at timestamp with time zone,
    sla_due_at timestamp with time zone,
    sla_warn_at timestamp with time zone,
    sla_met_at timestamp with time zone,
    sla_policy_version integer,
    clawback_amount numeric(12,2),
    clawback_reason text,
    clawback_by_id uuid,
    clawback_by_username text,
    clawback_at timestamp with time zone,
    clawback_approved_by_id uuid,
    clawback_approved_at timestamp with time zone,
    CONSTRAINT gift_card_transactions_claim_while_pending CHECK (((claimed_by_id IS NULL) OR (status = 'PENDING_REVIEW'::text)))
);
--> statement-breakpoint
CREATE TABLE public.kyc_documents (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    type text NOT NULL,
    media_id uuid NOT NULL,
    content_type text NOT NULL,
    size integer NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    reviewed_at timestamp with time zone,
    CONSTRAINT kyc_documents_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))),
    CONSTRAINT kyc_documents_type_check CHECK ((type = ANY (ARRAY['id_card'::text, 'passport'::text, 'drivers_license'::text, 'selfie'::text, 'proof_of_address'::text, 'source_of_funds'::text])))
);
--> statement-breakpoint
CREATE TABLE public.kyc_settings (
    id boolean DEFAULT true NOT NULL,
    enforced boolean DEFAULT false NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT kyc_settings_id_check CHECK (id)
);
--> statement-breakpoint
CREATE TABLE public.kyc_tiers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    tier integer NOT NULL,
    name character varying(60) NOT NULL,
    daily_limit numeric(12,2),
    monthly_limit numeric(12,2),
    requires jsonb DEFAULT '[]'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT kyc_tiers_daily_limit_check CHECK ((daily_limit >= (0)::numeric)),
    CONSTRAINT kyc_tiers_monthly_limit_check CHECK ((monthly_limit >= (0)::numeric)),
    CONSTRAINT kyc_tiers_tier_check CHECK (((tier >= 0) AND (tier <= 3)))
);
--> statement-breakpoint
CREATE TABLE public.ledger_account_kinds (
    kind text NOT NULL,
    per_customer boolean NOT NULL,
    never_negative boolean NOT NULL,
    means text NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.ledger_accounts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind text NOT NULL,
    customer_id uuid,
    debits numeric(22,2) DEFAULT '0'::numeric NOT NULL,
    credits numeric(22,2) DEFAULT '0'::numeric NOT NULL,
    transfer_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    balance numeric(22,2) GENERATED ALWAYS AS (
CASE
    WHEN (kind = ANY (ARRAY['card_inventory'::text, 'customer_receivable'::text])) THEN (debits - credits)
    ELSE (credits - debits)
END) STORED
);
--> statement-breakpoint
CREATE TABLE public.ledger_daily_totals (
    day date NOT NULL,
    transfer_kind text NOT NULL,
    debit_kind text NOT NULL,
    credit_kind text NOT NULL,
    count integer NOT NULL,
    amount numeric(22,2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.ledger_transfer_rules (
    kind text NOT NULL,
    debit_kind text NOT NULL,
    credit_kind text NOT NULL,
    owed_effect smallint NOT NULL,
    paid_effect smallint NOT NULL,
    in_flight_effect smallint NOT NULL,
    "when" text NOT NULL,
    CONSTRAINT ledger_transfer_rules_accounts_check CHECK ((debit_kind <> credit_kind)),
    CONSTRAINT ledger_transfer_rules_effects_check CHECK (((owed_effect = ANY (ARRAY['-1'::integer, 0, 1])) AND (paid_effect = ANY (ARRAY['-1'::integer, 0, 1])) AND (in_flight_effect = ANY (ARRAY['-1'::integer, 0, 1]))))
);
--> statement-breakpoint
CREATE TABLE public.ledger_transfers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    seq bigint NOT NULL,
    kind text NOT NULL,
    debit_account_id uuid NOT NULL,
    credit_account_id uuid NOT NULL,
    amount numeric(12,2) NOT NULL,
    transaction_id uuid,
    reverses_id uuid,
    payout_round integer,
    performed_by_id uuid,
    performed_by_username text,
    reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ledger_transfers_accounts_check CHECK ((debit_account_id <> credit_account_id)),
    CONSTRAINT ledger_transfers_amount_check CHECK ((amount > (0)::numeric)),
    CONSTRAINT ledger_transfers_reverses_check CHECK (
CASE kind
    WHEN 'payout_reversal'::text THEN (reverses_id IS NOT NULL)
    WHEN 'clawback_offset'::text THEN true
    ELSE (reverses_id IS NULL)
END),
    CONSTRAINT ledger_transfers_round_check CHECK (((kind = ANY (ARRAY['payout'::text, 'payout_reversal'::text])) = (payout_round IS NOT NULL)))
);
--> statement-breakpoint
ALTER TABLE public.ledger_transfers ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.ledger_transfers_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.login_failures (
    key text NOT NULL,
    failures integer DEFAULT 0 NOT NULL,
    window_started_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.media (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    etag text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    is_private boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.mfa_challenges (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    token_hash text NOT NULL,
    wrong_codes integer DEFAULT 0 NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.notification_reads (
    notification_id uuid NOT NULL,
    recipient_id uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind text NOT NULL,
    subject_id uuid,
    message text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    message_code text,
    message_params jsonb,
    target_type text,
    sla_target text,
    CONSTRAINT notifications_target_type_check CHECK ((target_type = ANY (ARRAY['transaction'::text, 'dispute'::text])))
);
--> statement-breakpoint
CREATE TABLE public.payout_accounts (
    user_id uuid NOT NULL,
    bank_code text NOT NULL,
    bank_name text NOT NULL,
    account_number_sealed text NOT NULL,
    account_number_last4 text NOT NULL,
    account_name text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.payout_batch_items (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    batch_id uuid NOT NULL,
    transaction_id uuid NOT NULL,
    customer_id uuid NOT NULL,
    amount numeric(12,2) NOT NULL,
    offset_amount numeric(12,2) DEFAULT 0 NOT NULL,
    bank_code text NOT NULL,
    bank_name text NOT NULL,
    account_number_sealed text NOT NULL,
    account_number_last4 text NOT NULL,
    account_name text NOT NULL,
    reference text DEFAULT ('po-'::text || replace((gen_random_uuid())::text, '-'::text, ''::text)) NOT NULL,
    state text DEFAULT 'draft'::text NOT NULL,
    open boolean DEFAULT true NOT NULL,
    result_reason text,
    provider_reference text,
    sent_at timestamp with time zone,
    result_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT payout_batch_items_amounts_check CHECK (((amount > (0)::numeric) AND (offset_amount >= (0)::numeric) AND (offset_amount <= amount))),
    CONSTRAINT payout_batch_items_open_check CHECK (((NOT open) OR (state = ANY (ARRAY['draft'::text, 'sent'::text])))),
    CONSTRAINT payout_batch_items_reference_check CHECK ((reference ~ '^[a-z0-9-]+$'::text)),
    CONSTRAINT payout_batch_items_sent_open_check CHECK (((state <> 'sent'::text) OR open)),
    CONSTRAINT payout_batch_items_state_check CHECK ((state = ANY (ARRAY['draft'::text, 'sent'::text, 'paid'::text, 'failed'::text])))
);
--> statement-breakpoint
CREATE TABLE public.payout_batches (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    state text DEFAULT 'draft'::text NOT NULL,
    note text,
    created_by_id uuid,
    created_by_username text,
    approved_by_id uuid,
    approved_by_username text,
    approved_at timestamp with time zone,
    submitted_by_id uuid,
    submitted_by_username text,
    submitted_at timestamp with time zone,
    settled_at timestamp with time zone,
    cancelled_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT payout_batches_state_check CHECK ((state = ANY (ARRAY['draft'::text, 'approved'::text, 'submitted'::text, 'settled'::text, 'cancelled'::text])))
);
--> statement-breakpoint
CREATE TABLE public.rate_ends (
    rate_id uuid NOT NULL,
    ended_at timestamp with time zone NOT NULL,
    reason text NOT NULL,
    ended_by_id uuid NOT NULL,
    ended_by_username text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rate_ends_reason_check CHECK ((reason = ANY (ARRAY['superseded'::text, 'retired'::text])))
);
--> statement-breakpoint
CREATE TABLE public.rate_margin_days (
    day date NOT NULL,
    brand_id uuid NOT NULL,
    submissions integer NOT NULL,
    card_value numeric(22,2) NOT NULL,
    payout numeric(22,2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.rates (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    brand_id uuid NOT NULL,
    country text NOT NULL,
    form text NOT NULL,
    receipt text NOT NULL,
    min_value numeric(12,2) NOT NULL,
    max_value numeric(12,2) NOT NULL,
    rate_percentage numeric(5,2) NOT NULL,
    effective_from timestamp with time zone NOT NULL,
    note text,
    created_by_id uuid NOT NULL,
    created_by_username text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rates_check CHECK ((max_value >= min_value)),
    CONSTRAINT rates_country_check CHECK ((country ~ '^[A-Z]{2}$'::text)),
    CONSTRAINT rates_form_check CHECK ((form = ANY (ARRAY['physical'::text, 'ecode'::text]))),
    CONSTRAINT rates_min_value_check CHECK ((min_value >= (0)::numeric)),
    CONSTRAINT rates_note_check CHECK ((char_length(note) <= 500)),
    CONSTRAINT rates_rate_percentage_check CHECK (((rate_percentage >= (0)::numeric) AND (rate_percentage <= (100)::numeric))),
    CONSTRAINT rates_receipt_check CHECK ((receipt = ANY (ARRAY['any'::text, 'with_receipt'::text, 'no_receipt'::text])))
);
--> statement-breakpoint
CREATE TABLE public.recovery_codes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    code_hash text NOT NULL,
    used_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.refresh_tokens (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    family_id uuid NOT NULL,
    token_hash text NOT NULL,
    replaced_by_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    rotated_at timestamp with time zone,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.review_skips (
    reviewer_id uuid NOT NULL,
    transaction_id uuid NOT NULL,
    skipped_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.sla_alert_schedule (
    target text NOT NULL,
    item_id uuid NOT NULL,
    state text NOT NULL,
    fire_at timestamp with time zone NOT NULL,
    due_at timestamp with time zone NOT NULL,
    CONSTRAINT sla_alert_schedule_state_check CHECK ((state = ANY (ARRAY['due_soon'::text, 'breached'::text]))),
    CONSTRAINT sla_alert_schedule_target_check CHECK ((target = ANY (ARRAY['review'::text, 'dispute_first_response'::text, 'dispute_resolution'::text])))
);
--> statement-breakpoint
CREATE TABLE public.sla_daily (
    day date NOT NULL,
    target text NOT NULL,
    decided integer DEFAULT 0 NOT NULL,
    met integer DEFAULT 0 NOT NULL,
    missed integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.sla_daily_minutes (
    day date NOT NULL,
    target text NOT NULL,
    minutes integer NOT NULL,
    count integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.sla_open_due_hours (
    hour timestamp with time zone NOT NULL,
    open_count bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.transaction_brand_tallies (
    brand_id uuid NOT NULL,
    status text NOT NULL,
    count integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.transaction_customer_tallies (
    user_id uuid NOT NULL,
    status text NOT NULL,
    count integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.transaction_daily_figures (
    day date NOT NULL,
    submissions integer DEFAULT 0 NOT NULL,
    paid_count integer DEFAULT 0 NOT NULL,
    paid_amount numeric(22,2) DEFAULT '0'::numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.transaction_day_tallies (
    field text NOT NULL,
    day date NOT NULL,
    status text NOT NULL,
    count integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.transaction_value_id_tallies (
    field text NOT NULL,
    status text NOT NULL,
    value numeric(12,2),
    id_byte smallint NOT NULL,
    count integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.transaction_value_tallies (
    field text NOT NULL,
    status text NOT NULL,
    value numeric(12,2),
    count integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.users (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    email text NOT NULL,
    username text NOT NULL,
    password_hash text NOT NULL,
    role text DEFAULT 'customer'::text NOT NULL,
    first_name text DEFAULT ''::text NOT NULL,
    last_name text DEFAULT ''::text NOT NULL,
    phone text DEFAULT ''::text NOT NULL,
    country text DEFAULT ''::text NOT NULL,
    gender text DEFAULT ''::text NOT NULL,
    date_of_birth date,
    address text DEFAULT ''::text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    zip_code text DEFAULT ''::text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    date_joined timestamp with time zone DEFAULT now() NOT NULL,
    last_login timestamp with time zone,
    totp_secret_sealed text,
    two_factor_enabled boolean DEFAULT false NOT NULL,
    totp_last_step integer,
    second_factor_failures integer DEFAULT 0 NOT NULL,
    second_factor_locked_at timestamp with time zone,
    session_epoch integer DEFAULT 0 NOT NULL,
    kyc_tier integer DEFAULT 0 NOT NULL,
    kyc_status text DEFAULT 'none'::text NOT NULL,
    kyc_reviewed_at timestamp with time zone,
    kyc_reason text,
    CONSTRAINT users_kyc_status_check CHECK ((kyc_status = ANY (ARRAY['none'::text, 'pending'::text, 'approved'::text, 'rejected'::text]))),
    CONSTRAINT users_kyc_tier_check CHECK (((kyc_tier >= 0) AND (kyc_tier <= 3)))
);
--> statement-breakpoint
ALTER TABLE ONLY public.activity_logs
    ADD CONSTRAINT activity_logs_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.audit_logs
    ADD CONSTRAINT audit_logs_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.canned_replies
    ADD CONSTRAINT canned_replies_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.chat_messages
    ADD CONSTRAINT chat_messages_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.customer_notifications
    ADD CONSTRAINT customer_notifications_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.disputes
    ADD CONSTRAINT disputes_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.gift_card_transactions
    ADD CONSTRAINT gift_card_transactions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.kyc_documents
    ADD CONSTRAINT kyc_documents_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.kyc_settings
    ADD CONSTRAINT kyc_settings_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.kyc_tiers
    ADD CONSTRAINT kyc_tiers_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_account_kinds
    ADD CONSTRAINT ledger_account_kinds_pkey PRIMARY KEY (kind);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_accounts
    ADD CONSTRAINT ledger_accounts_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_daily_totals
    ADD CONSTRAINT ledger_daily_totals_pk PRIMARY KEY (day, transfer_kind, debit_kind, credit_kind);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_transfer_rules
    ADD CONSTRAINT ledger_transfer_rules_pk PRIMARY KEY (kind, debit_kind, credit_kind);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_transfers
    ADD CONSTRAINT ledger_transfers_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.login_failures
    ADD CONSTRAINT login_failures_pkey PRIMARY KEY (key);
--> statement-breakpoint
ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.mfa_challenges
    ADD CONSTRAINT mfa_challenges_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.notification_reads
    ADD CONSTRAINT notification_reads_notification_id_recipient_id_pk PRIMARY KEY (notification_id, recipient_id);
--> statement-breakpoint
ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_accounts
    ADD CONSTRAINT payout_accounts_pkey PRIMARY KEY (user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_batch_items
    ADD CONSTRAINT payout_batch_items_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_batch_items
    ADD CONSTRAINT payout_batch_items_reference_key UNIQUE (reference);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_batches
    ADD CONSTRAINT payout_batches_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.rate_ends
    ADD CONSTRAINT rate_ends_pkey PRIMARY KEY (rate_id);
--> statement-breakpoint
ALTER TABLE ONLY public.rate_margin_days
    ADD CONSTRAINT rate_margin_days_pkey PRIMARY KEY (day, brand_id);
--> statement-breakpoint
ALTER TABLE ONLY public.rates
    ADD CONSTRAINT rates_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.recovery_codes
    ADD CONSTRAINT recovery_codes_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.review_skips
    ADD CONSTRAINT review_skips_pkey PRIMARY KEY (reviewer_id, transaction_id);
--> statement-breakpoint
ALTER TABLE ONLY public.sla_alert_schedule
    ADD CONSTRAINT sla_alert_schedule_pkey PRIMARY KEY (target, item_id, state);
--> statement-breakpoint
ALTER TABLE ONLY public.sla_daily_minutes
    ADD CONSTRAINT sla_daily_minutes_pkey PRIMARY KEY (day, target, minutes);
--> statement-breakpoint
ALTER TABLE ONLY public.sla_daily
    ADD CONSTRAINT sla_daily_pkey PRIMARY KEY (day, target);
--> statement-breakpoint
ALTER TABLE ONLY public.sla_open_due_hours
    ADD CONSTRAINT sla_open_due_hours_pkey PRIMARY KEY (hour);
--> statement-breakpoint
ALTER TABLE ONLY public.sla_policies
    ADD CONSTRAINT sla_policies_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.transaction_brand_tallies
    ADD CONSTRAINT transaction_brand_tallies_brand_id_status_pk PRIMARY KEY (brand_id, status);
--> statement-breakpoint
ALTER TABLE ONLY public.transaction_customer_tallies
    ADD CONSTRAINT transaction_customer_tallies_user_id_status_pk PRIMARY KEY (user_id, status);
--> statement-breakpoint
ALTER TABLE ONLY public.transaction_daily_figures
    ADD CONSTRAINT transaction_daily_figures_pkey PRIMARY KEY (day);
--> statement-breakpoint
ALTER TABLE ONLY public.transaction_day_tallies
    ADD CONSTRAINT transaction_day_tallies_field_day_status_pk PRIMARY KEY (field, day, status);
--> statement-breakpoint
ALTER TABLE ONLY public.transaction_value_id_tallies
    ADD CONSTRAINT transaction_value_id_tallies_key UNIQUE NULLS NOT DISTINCT (field, value, status, id_byte);
--> statement-breakpoint
ALTER TABLE ONLY public.transaction_value_tallies
    ADD CONSTRAINT transaction_value_tallies_key UNIQUE NULLS NOT DISTINCT (field, value, status);
--> statement-breakpoint
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);
--> statement-breakpoint
CREATE INDEX activity_logs_transaction_idx ON public.activity_logs USING btree (transaction_id, created_at);
--> statement-breakpoint
CREATE INDEX audit_logs_action_idx ON public.audit_logs USING btree (action, created_at);
--> statement-breakpoint
CREATE INDEX audit_logs_actor_idx ON public.audit_logs USING btree (actor_id, created_at);
--> statement-breakpoint
CREATE INDEX audit_logs_created_idx ON public.audit_logs USING btree (created_at, id);
--> statement-breakpoint
CREATE INDEX audit_logs_target_idx ON public.audit_logs USING btree (target_type, target_id, created_at);
--> statement-breakpoint
CREATE INDEX brands_active_created_idx ON public.brands USING btree (is_active, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX brands_name_key ON public.brands USING btree (lower(name));
--> statement-breakpoint
CREATE INDEX canned_replies_created_idx ON public.canned_replies USING btree (created_at, id);
--> statement-breakpoint
CREATE UNIQUE INDEX canned_replies_title_key ON public.canned_replies USING btree (lower((title)::text));
--> statement-breakpoint
CREATE UNIQUE INDEX chat_messages_client_key ON public.chat_messages USING btree (sender_id, client_id) WHERE (client_id IS NOT NULL);
--> statement-breakpoint
CREATE INDEX chat_messages_dispute_idx ON public.chat_messages USING btree (dispute_id, created_at);
--> statement-breakpoint
CREATE INDEX customer_notifications_recipient_idx ON public.customer_notifications USING btree (recipient_id, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX disputes_created_idx ON public.disputes USING btree (created_at);
--> statement-breakpoint
CREATE INDEX disputes_customer_idx ON public.disputes USING btree (customer_id, created_at);
--> statement-breakpoint
CREATE INDEX disputes_first_response_open_idx ON public.disputes USING btree (first_response_due_at, id) WHERE (first_response_met_at IS NULL);
--> statement-breakpoint
CREATE INDEX disputes_resolution_open_idx ON public.disputes USING btree (resolution_due_at, id) WHERE (resolution_met_at IS NULL);
--> statement-breakpoint
CREATE INDEX disputes_status_created_idx ON public.disputes USING btree (status, created_at);
--> statement-breakpoint
CREATE INDEX kyc_documents_user_idx ON public.kyc_documents USING btree (user_id, created_at);
--> statement-breakpoint
CREATE INDEX kyc_documents_waiting_idx ON public.kyc_documents USING btree (created_at, user_id) WHERE (status = 'pending'::text);
--> statement-breakpoint
CREATE UNIQUE INDEX kyc_tiers_tier_key ON public.kyc_tiers USING btree (tier);
--> statement-breakpoint
CREATE INDEX ledger_accounts_balance_idx ON public.ledger_accounts USING btree (balance, id);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_accounts_business_key ON public.ledger_accounts USING btree (kind) WHERE (customer_id IS NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_accounts_customer_key ON public.ledger_accounts USING btree (customer_id, kind);
--> statement-breakpoint
CREATE INDEX ledger_accounts_kind_balance_idx ON public.ledger_accounts USING btree (kind, balance, id);
--> statement-breakpoint
CREATE INDEX ledger_accounts_updated_idx ON public.ledger_accounts USING btree (updated_at, id);
--> statement-breakpoint
CREATE INDEX ledger_transfers_created_idx ON public.ledger_transfers USING btree (created_at, seq);
--> statement-breakpoint
CREATE INDEX ledger_transfers_credit_idx ON public.ledger_transfers USING btree (credit_account_id, created_at, seq);
--> statement-breakpoint
CREATE INDEX ledger_transfers_debit_idx ON public.ledger_transfers USING btree (debit_account_id, created_at, seq);
--> statement-breakpoint
CREATE INDEX ledger_transfers_kind_idx ON public.ledger_transfers USING btree (kind, created_at, seq);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_transfers_one_payout_per_round ON public.ledger_transfers USING btree (transaction_id, payout_round) WHERE (kind = 'payout'::text);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_transfers_one_reversal_per_payout ON public.ledger_transfers USING btree (reverses_id);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_transfers_seq_key ON public.ledger_transfers USING btree (seq);
--> statement-breakpoint
CREATE INDEX ledger_transfers_transaction_idx ON public.ledger_transfers USING btree (transaction_id, created_at, seq);
--> statement-breakpoint
CREATE UNIQUE INDEX mfa_challenges_token_key ON public.mfa_challenges USING btree (token_hash);
--> statement-breakpoint
CREATE UNIQUE INDEX notifications_chat_subject_key ON public.notifications USING btree (subject_id) WHERE (kind = 'chat_message'::text);
--> statement-breakpoint
CREATE INDEX notifications_newest_idx ON public.notifications USING btree (created_at DESC, id DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX notifications_sla_alert_key ON public.notifications USING btree (subject_id, sla_target, kind) WHERE (kind = ANY (ARRAY['sla_due_soon'::text, 'sla_breached'::text]));
--> statement-breakpoint
CREATE INDEX payout_batch_items_batch_idx ON public.payout_batch_items USING btree (batch_id, state, created_at, id);
--> statement-breakpoint
CREATE UNIQUE INDEX payout_batch_items_open_key ON public.payout_batch_items USING btree (transaction_id) WHERE open;
--> statement-breakpoint
CREATE INDEX payout_batch_items_result_idx ON public.payout_batch_items USING btree (result_at) WHERE (result_at IS NOT NULL);
--> statement-breakpoint
CREATE INDEX payout_batch_items_sent_idx ON public.payout_batch_items USING btree (sent_at) WHERE (state = 'sent'::text);
--> statement-breakpoint
CREATE INDEX payout_batch_items_transaction_idx ON public.payout_batch_items USING btree (transaction_id, created_at);
--> statement-breakpoint
CREATE INDEX payout_batches_created_idx ON public.payout_batches USING btree (created_at, id);
--> statement-breakpoint
CREATE INDEX payout_batches_state_idx ON public.payout_batches USING btree (state, created_at, id);
--> statement-breakpoint
CREATE INDEX rates_effective_idx ON public.rates USING btree (effective_from, id);
--> statement-breakpoint
CREATE INDEX rates_key_idx ON public.rates USING btree (brand_id, country, form, receipt, effective_from);
--> statement-breakpoint
CREATE INDEX recovery_codes_user_idx ON public.recovery_codes USING btree (user_id);
--> statement-breakpoint
CREATE INDEX refresh_tokens_family_idx ON public.refresh_tokens USING btree (family_id);
--> statement-breakpoint
CREATE UNIQUE INDEX refresh_tokens_hash_key ON public.refresh_tokens USING btree (token_hash);
--> statement-breakpoint
CREATE INDEX review_skips_transaction_idx ON public.review_skips USING btree (transaction_id);
--> statement-breakpoint
CREATE INDEX sla_alert_schedule_fire_at_idx ON public.sla_alert_schedule USING btree (fire_at);
--> statement-breakpoint
CREATE UNIQUE INDEX sla_policies_target_version_key ON public.sla_policies USING btree (target, version);
--> statement-breakpoint
CREATE INDEX transactions_awaiting_approval_idx ON public.gift_card_transactions USING btree (expected_payout, created_at, id) WHERE ((status = ANY (ARRAY['ORDER_ACCEPTED'::text, 'REDEEMED'::text])) AND (payout_approved_by_id IS NULL));
--> statement-breakpoint
CREATE INDEX transactions_brand_created_idx ON public.gift_card_transactions USING btree (brand_id, created_at, id);
--> statement-breakpoint
CREATE INDEX transactions_card_code_hash_idx ON public.gift_card_transactions USING btree (card_code_hash);
--> statement-breakpoint
CREATE INDEX transactions_created_idx ON public.gift_card_transactions USING btree (created_at, id);
--> statement-breakpoint
CREATE INDEX transactions_final_idx ON public.gift_card_transactions USING btree (final_payout, id);
--> statement-breakpoint
CREATE INDEX transactions_flagged_created_idx ON public.gift_card_transactions USING btree (created_at, id) WHERE (cardinality(risk_flags) > 0);
--> statement-breakpoint
CREATE INDEX transactions_paid_at_idx ON public.gift_card_transactions USING btree (paid_at, id);
--> statement-breakpoint
CREATE INDEX transactions_sla_due_idx ON public.gift_card_transactions USING btree (sla_due_at, id);
--> statement-breakpoint
CREATE INDEX transactions_sla_open_idx ON public.gift_card_transactions USING btree (sla_due_at, created_at, id) WHERE (sla_met_at IS NULL);
--> statement-breakpoint
CREATE INDEX transactions_sla_open_review_idx ON public.gift_card_transactions USING btree (sla_warn_at, sla_due_at) WHERE ((sla_met_at IS NULL) AND (status = 'PENDING_REVIEW'::text));
--> statement-breakpoint
CREATE INDEX transactions_status_created_idx ON public.gift_card_transactions USING btree (status, created_at, id);
--> statement-breakpoint
CREATE INDEX transactions_status_final_idx ON public.gift_card_transactions USING btree (status, final_payout, id);
--> statement-breakpoint
CREATE INDEX transactions_status_idx ON public.gift_card_transactions USING btree (status, id);
--> statement-breakpoint
CREATE INDEX transactions_status_paid_idx ON public.gift_card_transactions USING btree (status, paid_at, id);
--> statement-breakpoint
CREATE INDEX transactions_status_value_idx ON public.gift_card_transactions USING btree (status, card_value, id);
--> statement-breakpoint
CREATE INDEX transactions_user_created_idx ON public.gift_card_transactions USING btree (user_id, created_at, id);
--> statement-breakpoint
CREATE INDEX transactions_user_paid_idx ON public.gift_card_transactions USING btree (user_id, paid_at) WHERE (paid_at IS NOT NULL);
--> statement-breakpoint
CREATE INDEX transactions_value_idx ON public.gift_card_transactions USING btree (card_value, id);
--> statement-breakpoint
CREATE UNIQUE INDEX users_email_key ON public.users USING btree (lower(email));
--> statement-breakpoint
CREATE INDEX users_joined_idx ON public.users USING btree (date_joined, id);
--> statement-breakpoint
CREATE INDEX users_role_joined_idx ON public.users USING btree (role, is_active, date_joined);
--> statement-breakpoint
CREATE UNIQUE INDEX users_username_key ON public.users USING btree (lower(username));
--> statement-breakpoint
CREATE STATISTICS public.transactions_risk_flag_count_stats ON cardinality(risk_flags) FROM public.gift_card_transactions;
--> statement-breakpoint
ALTER TABLE ONLY public.activity_logs
    ADD CONSTRAINT activity_logs_performed_by_id_users_id_fk FOREIGN KEY (performed_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.activity_logs
    ADD CONSTRAINT activity_logs_transaction_id_gift_card_transactions_id_fk FOREIGN KEY (transaction_id) REFERENCES public.gift_card_transactions(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_image_id_media_id_fk FOREIGN KEY (image_id) REFERENCES public.media(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.chat_messages
    ADD CONSTRAINT chat_messages_dispute_id_disputes_id_fk FOREIGN KEY (dispute_id) REFERENCES public.disputes(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.chat_messages
    ADD CONSTRAINT chat_messages_sender_id_users_id_fk FOREIGN KEY (sender_id) REFERENCES public.users(id);
--> statement-breakpoint
ALTER TABLE ONLY public.customer_notifications
    ADD CONSTRAINT customer_notifications_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.disputes
    ADD CONSTRAINT disputes_customer_id_users_id_fk FOREIGN KEY (customer_id) REFERENCES public.users(id);
--> statement-breakpoint
ALTER TABLE ONLY public.disputes
    ADD CONSTRAINT disputes_giftcard_id_gift_card_transactions_id_fk FOREIGN KEY (giftcard_id) REFERENCES public.gift_card_transactions(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gift_card_transactions
    ADD CONSTRAINT gift_card_transactions_brand_id_brands_id_fk FOREIGN KEY (brand_id) REFERENCES public.brands(id);
--> statement-breakpoint
ALTER TABLE ONLY public.gift_card_transactions
    ADD CONSTRAINT gift_card_transactions_card_image_id_media_id_fk FOREIGN KEY (card_image_id) REFERENCES public.media(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gift_card_transactions
    ADD CONSTRAINT gift_card_transactions_claimed_by_id_users_id_fk FOREIGN KEY (claimed_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gift_card_transactions
    ADD CONSTRAINT gift_card_transactions_clawback_approved_by_id_fkey FOREIGN KEY (clawback_approved_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gift_card_transactions
    ADD CONSTRAINT gift_card_transactions_clawback_by_id_fkey FOREIGN KEY (clawback_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gift_card_transactions
    ADD CONSTRAINT gift_card_transactions_payout_approved_by_id_users_id_fk FOREIGN KEY (payout_approved_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gift_card_transactions
    ADD CONSTRAINT gift_card_transactions_rate_lock_rate_id_fkey FOREIGN KEY (rate_lock_rate_id) REFERENCES public.rates(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.gift_card_transactions
    ADD CONSTRAINT gift_card_transactions_reversal_approved_by_id_fkey FOREIGN KEY (reversal_approved_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gift_card_transactions
    ADD CONSTRAINT gift_card_transactions_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);
--> statement-breakpoint
ALTER TABLE ONLY public.kyc_documents
    ADD CONSTRAINT kyc_documents_media_id_fkey FOREIGN KEY (media_id) REFERENCES public.media(id);
--> statement-breakpoint
ALTER TABLE ONLY public.kyc_documents
    ADD CONSTRAINT kyc_documents_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_accounts
    ADD CONSTRAINT ledger_accounts_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.users(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_accounts
    ADD CONSTRAINT ledger_accounts_kind_fk FOREIGN KEY (kind) REFERENCES public.ledger_account_kinds(kind);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_transfer_rules
    ADD CONSTRAINT ledger_transfer_rules_credit_kind_fkey FOREIGN KEY (credit_kind) REFERENCES public.ledger_account_kinds(kind);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_transfer_rules
    ADD CONSTRAINT ledger_transfer_rules_debit_kind_fkey FOREIGN KEY (debit_kind) REFERENCES public.ledger_account_kinds(kind);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_transfers
    ADD CONSTRAINT ledger_transfers_credit_account_id_fkey FOREIGN KEY (credit_account_id) REFERENCES public.ledger_accounts(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_transfers
    ADD CONSTRAINT ledger_transfers_debit_account_id_fkey FOREIGN KEY (debit_account_id) REFERENCES public.ledger_accounts(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_transfers
    ADD CONSTRAINT ledger_transfers_reverses_id_fkey FOREIGN KEY (reverses_id) REFERENCES public.ledger_transfers(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_transfers
    ADD CONSTRAINT ledger_transfers_transaction_id_fkey FOREIGN KEY (transaction_id) REFERENCES public.gift_card_transactions(id);
--> statement-breakpoint
ALTER TABLE ONLY public.mfa_challenges
    ADD CONSTRAINT mfa_challenges_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.notification_reads
    ADD CONSTRAINT notification_reads_notification_id_notifications_id_fk FOREIGN KEY (notification_id) REFERENCES public.notifications(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.notification_reads
    ADD CONSTRAINT notification_reads_recipient_id_users_id_fk FOREIGN KEY (recipient_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.payout_accounts
    ADD CONSTRAINT payout_accounts_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.payout_batch_items
    ADD CONSTRAINT payout_batch_items_batch_id_fkey FOREIGN KEY (batch_id) REFERENCES public.payout_batches(id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_batch_items
    ADD CONSTRAINT payout_batch_items_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.users(id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_batch_items
    ADD CONSTRAINT payout_batch_items_transaction_id_fkey FOREIGN KEY (transaction_id) REFERENCES public.gift_card_transactions(id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_batches
    ADD CONSTRAINT payout_batches_approved_by_id_fkey FOREIGN KEY (approved_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.payout_batches
    ADD CONSTRAINT payout_batches_created_by_id_fkey FOREIGN KEY (created_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.payout_batches
    ADD CONSTRAINT payout_batches_submitted_by_id_fkey FOREIGN KEY (submitted_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.rate_ends
    ADD CONSTRAINT rate_ends_rate_id_fkey FOREIGN KEY (rate_id) REFERENCES public.rates(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.rates
    ADD CONSTRAINT rates_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.recovery_codes
    ADD CONSTRAINT recovery_codes_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.review_skips
    ADD CONSTRAINT review_skips_reviewer_id_fkey FOREIGN KEY (reviewer_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.review_skips
    ADD CONSTRAINT review_skips_transaction_id_fkey FOREIGN KEY (transaction_id) REFERENCES public.gift_card_transactions(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.transaction_brand_tallies
    ADD CONSTRAINT transaction_brand_tallies_brand_id_brands_id_fk FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.transaction_customer_tallies
    ADD CONSTRAINT transaction_customer_tallies_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
-- The brand search (a case-insensitive substring of the name) reads a trigram index. It is
-- optional: a PostgreSQL without the pg_trgm extension still answers, by a scan of the small
-- brands table, so a refusal here leaves the migration applied.
DO $$
BEGIN
	CREATE EXTENSION IF NOT EXISTS pg_trgm;
	CREATE INDEX IF NOT EXISTS "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
	RAISE NOTICE 'pg_trgm is not available: the brand search scans the brands table.';
END $$;
--> statement-breakpoint
INSERT INTO public.ledger_account_kinds ("kind", "per_customer", "never_negative", "means") VALUES
	('card_inventory', 'false', 'false', 'value of the cards bought, at the price agreed to pay'),
	('customer_payable', 'true', 'true', 'what is owed to the customer: accepted, not yet paid'),
	('customer_receivable', 'true', 'true', 'what the customer owes after a clawback'),
	('payouts', 'false', 'false', 'money sent out to customers'),
	('payouts_in_flight', 'false', 'false', 'sent to the bank, result unknown');
--> statement-breakpoint
INSERT INTO public.ledger_transfer_rules ("kind", "debit_kind", "credit_kind", "owed_effect", "paid_effect", "in_flight_effect", "when") VALUES
	('clawback', 'customer_receivable', 'card_inventory', '0', '0', '0', 'a paid card is found already used'),
	('clawback_offset', 'customer_payable', 'customer_receivable', '-1', '1', '0', 'a batch item of the customer recovers a clawback: paid by settling the debt'),
	('clawback_offset', 'customer_receivable', 'customer_payable', '1', '-1', '0', 'a batch item that recovered a clawback fails or is cancelled: the offset is given back'),
	('clawback_repaid', 'payouts', 'customer_receivable', '0', '0', '0', 'the customer pays a clawback back'),
	('payout', 'customer_payable', 'payouts', '-1', '1', '0', 'a card is paid in one step'),
	('payout_failed', 'payouts_in_flight', 'customer_payable', '1', '0', '-1', 'the bank reports an item failed, or a submitted batch is cancelled'),
	('payout_pending', 'customer_payable', 'payouts_in_flight', '-1', '0', '1', 'a batch is submitted, per item'),
	('payout_reversal', 'payouts', 'customer_payable', '1', '-1', '0', 'a payout is reversed'),
	('payout_settled', 'payouts_in_flight', 'payouts', '0', '1', '-1', 'the bank reports an item paid'),
	('purchase', 'card_inventory', 'customer_payable', '1', '0', '0', 'a card is accepted with an expected payout'),
	('purchase_adjustment', 'card_inventory', 'customer_payable', '1', '0', '0', 'the expected payout of an accepted, unpaid card is raised'),
	('purchase_adjustment', 'customer_payable', 'card_inventory', '-1', '0', '0', 'the expected payout of an accepted, unpaid card is lowered'),
	('purchase_void', 'customer_payable', 'card_inventory', '-1', '0', '0', 'an accepted, unpaid card is rejected or sent back to review');
--> statement-breakpoint
INSERT INTO public.ledger_accounts ("kind", "customer_id", "debits", "credits", "transfer_count") VALUES
	('payouts_in_flight', NULL, '0.00', '0.00', '0'),
	('card_inventory', NULL, '0.00', '0.00', '0'),
	('payouts', NULL, '0.00', '0.00', '0');
--> statement-breakpoint
INSERT INTO public.kyc_tiers ("tier", "name", "daily_limit", "monthly_limit", "requires") VALUES
	('2', 'Address', '10000.00', '50000.00', '["identity_document","selfie","proof_of_address"]'),
	('0', 'Unverified', '200.00', '1000.00', '[]'),
	('1', 'Identity', '2000.00', '10000.00', '["identity_document","selfie"]'),
	('3', 'Enhanced', NULL, NULL, '["identity_document","selfie","proof_of_address","source_of_funds"]');
--> statement-breakpoint
INSERT INTO public.kyc_settings ("id", "enforced") VALUES
	('true', 'false');
--> statement-breakpoint
INSERT INTO public.sla_policies ("target", "minutes", "warn_before_minutes", "high_value_minutes", "business_hours", "version") VALUES
	('dispute_resolution', '1440', '120', NULL, NULL, '1'),
	('review', '60', '15', NULL, NULL, '1'),
	('dispute_first_response', '15', '5', NULL, NULL, '1');
