import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditAction, auditTargetType } from '../../contract/audit.js';
import type { BusinessHoursBody } from '../../contract/business-hours.js';
import type { MessageParams } from '../../contract/common.js';
import { customerNotificationKind } from '../../contract/customer-notifications.js';
import {
  activityAction,
  disputeStatus,
  gender,
  notificationKind,
  riskFlag,
  role,
  transactionStatus,
} from '../../contract/enums.js';
import { KYC_DOCUMENT_TYPES, KYC_STATUSES, type KycRequirement } from '../../contract/kyc.js';
import { ledgerAccountKind, transferKind } from '../../contract/ledger.js';
import { SLA_TARGETS } from '../../contract/sla.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A contract enum's values, as the tuple drizzle's text enums take. */
const valuesOf = <T extends string>(schema: { options: T[] }) => schema.options as [T, ...T[]];

/** An amount of money in the card's currency; shared by the domains' own tables. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: valuesOf(role) })
      .notNull()
      .default(role.enum.customer),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    gender: text('gender', { enum: valuesOf(gender) })
      .notNull()
      .default(''),
    dateOfBirth: date('date_of_birth'),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** AES-256-GCM sealed base32 secret, set at 2FA set-up; in force once `twoFactorEnabled`. */
    totpSecretSealed: text('totp_secret_sealed'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The 30-second step of the last TOTP code accepted: that code and older ones are refused. */
    totpLastStep: integer('totp_last_step'),
    /**
     * Wrong second factors since the last right one, from any address: at the account-wide limit
     * only a recovery code is accepted (plugins/auth/second-factor-limit.ts).
     */
    secondFactorFailures: integer('second_factor_failures').notNull().default(0),
    /** When that limit was reached; told to the owner at their next sign-in, then cleared. */
    secondFactorLockedAt: timestamp('second_factor_locked_at', { withTimezone: true }),
    /**
     * Access tokens carry the epoch they were signed in; logout and a password change move it on,
     * so every token signed before is refused at once (the guard reads it with the account).
     */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /** A customer's KYC tier and the last decision on their documents (migration 0027). */
    kycTier: integer('kyc_tier').notNull().default(0),
    kycStatus: text('kyc_status', { enum: KYC_STATUSES }).notNull().default('none'),
    kycReviewedAt: timestamp('kyc_reviewed_at', { withTimezone: true }),
    kycReason: text('kyc_reason'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    // Users list: role filter (+ is_active) ordered by newest first.
    index('users_role_joined_idx').on(t.role, t.isActive, t.dateJoined),
    index('users_joined_idx').on(t.dateJoined, t.id),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    replacedById: uuid('replaced_by_id'),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** Absolute end of the family: rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Single-use codes that stand in for a TOTP code; stored hashed, like passwords. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** The second step of a sign-in with 2FA: password checked, code still to come. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mfa_challenges_token_key').on(t.tokenHash)],
);

/**
 * Who did what, append-only: a trigger refuses UPDATE and DELETE. No foreign keys, so that
 * deleting a user or a brand keeps its history; the actor's username is kept as it was then.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorUsername: text('actor_username'),
    action: text('action', { enum: valuesOf(auditAction) }).notNull(),
    targetType: text('target_type', { enum: valuesOf(auditTargetType) }),
    targetId: uuid('target_id'),
    summary: text('summary').notNull(),
    /** Code and values of the summary (contract/messages.ts), for the app to translate it. */
    summaryCode: text('summary_code'),
    summaryParams: jsonb('summary_params').$type<MessageParams>(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt, t.id),
    index('audit_logs_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_logs_actor_idx').on(t.actorId, t.createdAt),
    index('audit_logs_action_idx').on(t.action, t.createdAt),
  ],
);

export const loginFailures = pgTable('login_failures', {
  /** `account:<email>` or `address:<ip>`, so one table throttles both. */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded images live in the database so that every server instance can serve them. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  etag: text('etag').notNull(),
  /** A card photo: served only on a signed, short-lived URL. Brand logos are public. */
  isPrivate: boolean('is_private').notNull().default(true),
  createdAt: createdAt(),
});

export const transactions = pgTable(
  'gift_card_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // References brands(id) in the migrations; the brands table is the brands domain's own.
    brandId: uuid('brand_id').notNull(),
    status: text('status', { enum: valuesOf(transactionStatus) })
      .notNull()
      .default(transactionStatus.enum.PENDING_REVIEW),
    cardValue: money('card_value').notNull(),
    // Never the plain code (see db/card-codes.ts): sealed, keyed hash, and what answers show.
    cardCodeSealed: text('card_code_sealed').notNull(),
    cardCodeHash: text('card_code_hash').notNull(),
    cardCodeLast4: text('card_code_last4').notNull(),
    cardImageId: uuid('card_image_id').references(() => media.id, { onDelete: 'set null' }),
    currency: text('currency').notNull().default('USD'),
    expectedPayout: money('expected_payout'),
    offeredRate: numeric('offered_rate', { precision: 5, scale: 2 }),
    finalPayout: money('final_payout'),
    adminNotes: text('admin_notes').notNull().default(''),
    rejectionReason: text('rejection_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Decided at submission and kept. */
    riskFlags: text('risk_flags', { enum: valuesOf(riskFlag) })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Earlier transactions with the same card code, oldest first. */
    duplicateOf: uuid('duplicate_of').array().notNull().default(sql`'{}'`),
    // What the customer said of the card and the rate it was quoted, locked at submission
    // (migration 0020, "Rate cards"); null on cards submitted before rate cards.
    country: text('country'),
    form: text('form', { enum: ['physical', 'ecode'] }),
    receipt: text('receipt', { enum: ['with_receipt', 'no_receipt'] }),
    /** The rate card's row quoted, or null when the brand's headline rate was. */
    rateLockRateId: uuid('rate_lock_rate_id'),
    rateLockPercentage: numeric('rate_lock_percentage', { precision: 5, scale: 2 }),
    rateLockedAt: timestamp('rate_locked_at', { withTimezone: true }),
    // The latest move of the offered rate away from a rate card's lock, with its reason.
    rateOverrideById: uuid('rate_override_by_id'),
    rateOverrideByUsername: text('rate_override_by_username'),
    rateOverrideReason: text('rate_override_reason'),
    rateOverrideAt: timestamp('rate_override_at', { withTimezone: true }),
    // A second staff member's approval of the expected payout; changing the payout voids it.
    payoutApprovedById: uuid('payout_approved_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    payoutApprovedAt: timestamp('payout_approved_at', { withTimezone: true }),
    payoutApprovedAmount: money('payout_approved_amount'),
    // The review desk's claim: ignored once claim_expires_at has passed.
    claimedById: uuid('claimed_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    // A second staff member's approval to reverse the payout; consumed by the reversal.
    reversalApprovedById: uuid('reversal_approved_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    reversalApprovedAt: timestamp('reversal_approved_at', { withTimezone: true }),
    // The review's service-level clock (migration 0022): set at submission under the policy of the
    // day, ended by the database when the card first leaves PENDING_REVIEW.
    slaDueAt: timestamp('sla_due_at', { withTimezone: true }),
    slaWarnAt: timestamp('sla_warn_at', { withTimezone: true }),
    slaMetAt: timestamp('sla_met_at', { withTimezone: true }),
    slaPolicyVersion: integer('sla_policy_version'),
    // The latest clawback of the paid card (migration 0023), and a colleague's approval of one.
    clawbackAmount: money('clawback_amount'),
    clawbackReason: text('clawback_reason'),
    clawbackById: uuid('clawback_by_id'),
    clawbackByUsername: text('clawback_by_username'),
    clawbackAt: timestamp('clawback_at', { withTimezone: true }),
    clawbackApprovedById: uuid('clawback_approved_by_id'),
    clawbackApprovedAt: timestamp('clawback_approved_at', { withTimezone: true }),
  },
  (t) => [
    // Duplicate check at submission: one lookup whatever the table's size.
    index('transactions_card_code_hash_idx').on(t.cardCodeHash),
    // What a customer was paid in a day or a month, for their KYC limits (migration 0027).
    index('transactions_user_paid_idx').on(t.userId, t.paidAt).where(sql`${t.paidAt} IS NOT NULL`),
    // The flagged=true list: only flagged rows are in it, newest first.
    index('transactions_flagged_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`cardinality(${t.riskFlags}) > 0`),
    // awaiting_approval=true: unapproved accepted or redeemed cards, by expected payout, so the
    // range at or above the configured threshold is read and counted from this index alone.
    index('transactions_awaiting_approval_idx')
      .on(t.expectedPayout, t.createdAt, t.id)
      .where(
        sql`${t.status} in ('ORDER_ACCEPTED', 'REDEEMED') and ${t.payoutApprovedById} is null`,
      ),
    // Every list ordering ends in the id, the tie-breaker, so that a page of ids is read from an
    // index alone (see plugins/transactions/service.ts for which index answers which list).
    index('transactions_created_idx').on(t.createdAt, t.id),
    index('transactions_value_idx').on(t.cardValue, t.id),
    index('transactions_final_idx').on(t.finalPayout, t.id),
    // Also "paid today" on the dashboard.
    index('transactions_paid_at_idx').on(t.paidAt, t.id),
    // The same orderings within a status filter (the payments list is status=PAID).
    index('transactions_status_idx').on(t.status, t.id),
    index('transactions_status_created_idx').on(t.status, t.createdAt, t.id),
    index('transactions_status_value_idx').on(t.status, t.cardValue, t.id),
    index('transactions_status_final_idx').on(t.status, t.finalPayout, t.id),
    index('transactions_status_paid_idx').on(t.status, t.paidAt, t.id),
    // The sla_state filters, the sla_due_at ordering and the review queue (due soonest, oldest first).
    index('transactions_sla_open_idx')
      .on(t.slaDueAt, t.createdAt, t.id)
      .where(sql`${t.slaMetAt} is null`),
    index('transactions_sla_due_idx').on(t.slaDueAt, t.id),
    // The summary's counts of open review clocks by state, read from the index alone.
    index('transactions_sla_open_review_idx')
      .on(t.slaWarnAt, t.slaDueAt)
      .where(sql`${t.slaMetAt} is null and ${t.status} = 'PENDING_REVIEW'`),
    // A brand's or a customer's transactions, newest first.
    index('transactions_brand_created_idx').on(t.brandId, t.createdAt, t.id),
    index('transactions_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/*
 * Exact counts of the transactions, kept by triggers on gift_card_transactions (migration
 * 0003_fast_lists) in the same database transaction as every insert, update, delete or truncate,
 * whatever code makes it. Lists read their totals here instead of counting rows.
 */
const tallyCount = () => integer('count').notNull();
const tallyStatus = () => text('status', { enum: valuesOf(transactionStatus) }).notNull();

/** Transactions per brand and status: the totals of the unfiltered, status and brand lists. */
export const transactionBrandTallies = pgTable(
  'transaction_brand_tallies',
  {
    brandId: uuid('brand_id').notNull(), // references brands(id) on delete cascade (migrations)
    status: tallyStatus(),
    count: tallyCount(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.status] })],
);

/** Transactions per customer and status: the totals of the customer filter and own list. */
export const transactionCustomerTallies = pgTable(
  'transaction_customer_tallies',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: tallyStatus(),
    count: tallyCount(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);

/**
 * Transactions per UTC day of a date column (`created_at`, or `paid_at` when paid) and status:
 * where a deep page of that ordering starts (the days before it are skipped by their counts), and
 * the dashboard's "today" figures.
 */
export const transactionDayTallies = pgTable(
  'transaction_day_tallies',
  {
    field: text('field', { enum: ['created_at', 'paid_at'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: tallyStatus(),
    count: tallyCount(),
  },
  (t) => [primaryKey({ columns: [t.field, t.day, t.status] })],
);

/**
 * Transactions per value of a sort column and status (migration 0009_deep_orderings): where a deep
 * page of `card_value`, `final_payout` or `status` starts, or one of the unpaid rows in `paid_at`
 * order. `value` is null for a null column and for the `status` field, whose value is the status;
 * `paid_at` counts only the unpaid rows (the day tallies place the others).
 */
const valueTallyField = () =>
  text('field', { enum: ['card_value', 'final_payout', 'status', 'paid_at'] }).notNull();

export const transactionValueTallies = pgTable(
  'transaction_value_tallies',
  {
    field: valueTallyField(),
    status: tallyStatus(),
    value: money('value'),
    count: tallyCount(),
  },
  (t) => [
    unique('transaction_value_tallies_key').on(t.field, t.value, t.status).nullsNotDistinct(),
  ],
);

/**
 * The same rows per first byte of their id: within a value the rows are ordered by the id, so a
 * page is sought to within 1/256 of its value's rows.
 */
export const transactionValueIdTallies = pgTable(
  'transaction_value_id_tallies',
  {
    field: valueTallyField(),
    status: tallyStatus(),
    value: money('value'),
    idByte: smallint('id_byte').notNull(),
    count: tallyCount(),
  },
  (t) => [
    unique('transaction_value_id_tallies_key')
      .on(t.field, t.value, t.status, t.idByte)
      .nullsNotDistinct(),
  ],
);

/**
 * One row per UTC day: submissions that day, and transactions paid that day with their final
 * payouts. Kept by a trigger (migration 0007) in the same database transaction as every change.
 */
export const transactionDailyFigures = pgTable('transaction_daily_figures', {
  day: date('day').primaryKey(),
  submissions: integer('submissions').notNull().default(0),
  paidCount: integer('paid_count').notNull().default(0),
  paidAmount: numeric('paid_amount', { precision: 22, scale: 2 }).notNull().default('0'),
});

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    performedById: uuid('performed_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name when the change was made: an audit trail does not change with renames. */
    performedByName: text('performed_by_name').notNull(),
    action: text('action', { enum: valuesOf(activityAction) }).notNull(),
    newStatus: text('new_status', { enum: valuesOf(transactionStatus) }),
    notes: text('notes').notNull().default(''),
    /** Code and values of a note the server worded (contract/messages.ts); null when a person wrote it. */
    notesCode: text('notes_code'),
    notesParams: jsonb('notes_params').$type<MessageParams>(),
    createdAt: createdAt(),
  },
  (t) => [index('activity_logs_transaction_idx').on(t.transactionId, t.createdAt)],
);

/**
 * The cards a reviewer skipped on the review desk (migration 0018_review_skips_and_reversal_actions): the queue hands
 * them back to that reviewer only when no other card is free, least recently skipped first.
 */
export const reviewSkips = pgTable(
  'review_skips',
  {
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    skippedAt: timestamp('skipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewerId, t.transactionId] }),
    index('review_skips_transaction_idx').on(t.transactionId),
  ],
);

export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    transactionId: uuid('giftcard_id').references(() => transactions.id, { onDelete: 'set null' }),
    status: text('status', { enum: valuesOf(disputeStatus) })
      .notNull()
      .default(disputeStatus.enum.open),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Service-level clocks (migration 0022): set when it opens, ended by the database at the
    // first staff chat message and at the first closing.
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }),
    firstResponseWarnAt: timestamp('first_response_warn_at', { withTimezone: true }),
    firstResponseMetAt: timestamp('first_response_met_at', { withTimezone: true }),
    firstResponsePolicyVersion: integer('first_response_policy_version'),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }),
    resolutionWarnAt: timestamp('resolution_warn_at', { withTimezone: true }),
    resolutionMetAt: timestamp('resolution_met_at', { withTimezone: true }),
    resolutionPolicyVersion: integer('resolution_policy_version'),
  },
  (t) => [
    index('disputes_first_response_open_idx')
      .on(t.firstResponseDueAt, t.id)
      .where(sql`${t.firstResponseMetAt} is null`),
    index('disputes_resolution_open_idx')
      .on(t.resolutionDueAt, t.id)
      .where(sql`${t.resolutionMetAt} is null`),
    index('disputes_status_created_idx').on(t.status, t.createdAt),
    index('disputes_created_idx').on(t.createdAt),
    index('disputes_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    /** Chosen by the sending client; a resend with the same id is stored once. */
    clientId: text('client_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_dispute_idx').on(t.disputeId, t.createdAt),
    uniqueIndex('chat_messages_client_key')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/**
 * One row per event, whoever may read it: who sees it follows from its kind and the reader's role
 * (`server/realtime/notifications.ts`), and what each reader has read is in `notification_reads`.
 * A dispute's chat has a single entry, brought back to the top (and unread) by each new message.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: valuesOf(notificationKind) }).notNull(),
    /** Id of the transaction or dispute the notification is about. */
    subjectId: uuid('subject_id'),
    message: text('message').notNull(),
    /** Code and values of the message (contract/messages.ts), for the app to translate it. */
    messageCode: text('message_code'),
    messageParams: jsonb('message_params').$type<MessageParams>(),
    /** A service-level alert's item kind and clock (migration 0024); null on the other kinds. */
    targetType: text('target_type', { enum: ['transaction', 'dispute'] }),
    slaTarget: text('sla_target', { enum: SLA_TARGETS }),
    createdAt: createdAt(),
  },
  (t) => [
    // A reader's latest entries: the newest rows of the kinds their role may read.
    index('notifications_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    // The entry each chat message brings back to the top.
    uniqueIndex('notifications_chat_subject_key')
      .on(t.subjectId)
      .where(sql`${t.kind} = 'chat_message'`),
    // One service-level alert per item, clock and state, whatever the number of instances.
    uniqueIndex('notifications_sla_alert_key')
      .on(t.subjectId, t.slaTarget, t.kind)
      .where(sql`${t.kind} IN ('sla_due_soon', 'sla_breached')`),
  ],
);

/**
 * A customer's own notifications (migration 0029): one recipient each, with its read state; what
 * staff are told is in `notifications`, read by role.
 */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: valuesOf(customerNotificationKind) }).notNull(),
    /** The transaction a clawback is about; null for a KYC decision. */
    subjectId: uuid('subject_id'),
    message: text('message').notNull(),
    messageCode: text('message_code'),
    messageParams: jsonb('message_params').$type<MessageParams>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_notifications_recipient_idx').on(
      t.recipientId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

/** Who has read which notification; no row means unread. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.recipientId] })],
);

/*
 * The payout ledger (migration 0011_payout_ledger): accounts whose debits and credits the trigger
 * on ledger_transfers moves when a transfer is inserted; transfers the database refuses to update,
 * delete or truncate; per-day roll-ups for the summary. Written only by transaction_move_money (migration 0014).
 */
const ledgerMoney = (name: string) => numeric(name, { precision: 22, scale: 2 });

/** The side an account kind's balance is on (ledger_account_kinds.normal_side). */
const NORMAL_SIDES = ['debit', 'credit'] as const;

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: valuesOf(ledgerAccountKind) }).notNull(),
    customerId: uuid('customer_id').references(() => users.id),
    debits: ledgerMoney('debits').notNull().default('0'),
    credits: ledgerMoney('credits').notNull().default('0'),
    transferCount: integer('transfer_count').notNull().default(0),
    /**
     * Its kind's side, set on insert by the database (ledger_accounts_fit_kind; a foreign key on
     * kind and side holds it): the generated balance reads it, as it may read no other table.
     */
    normalSide: text('normal_side', { enum: NORMAL_SIDES }).notNull(),
    balance: ledgerMoney('balance').generatedAlwaysAs(
      sql`CASE WHEN normal_side = 'debit' THEN debits - credits ELSE credits - debits END`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_customer_key').on(t.customerId, t.kind),
    index('ledger_accounts_balance_idx').on(t.balance, t.id),
    index('ledger_accounts_updated_idx').on(t.updatedAt, t.id),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: valuesOf(transferKind) }).notNull(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => ledgerTransfers.id),
    payoutRound: integer('payout_round'),
    performedById: uuid('performed_by_id'),
    performedByUsername: text('performed_by_username'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_transfers_created_idx').on(t.createdAt, t.seq),
    index('ledger_transfers_transaction_idx').on(t.transactionId, t.createdAt, t.seq),
  ],
);

/*
 * The ledger's rules (migration 0021), written only by migrations: account kinds, and for each
 * transfer kind the account kinds it moves and its effect (-1, 0, 1) on what its transaction owes,
 * has been paid and has in flight. The posting trigger refuses a transfer that fits no rule.
 */
export const ledgerAccountKinds = pgTable('ledger_account_kinds', {
  kind: text('kind', { enum: valuesOf(ledgerAccountKind) }).primaryKey(),
  perCustomer: boolean('per_customer').notNull(),
  neverNegative: boolean('never_negative').notNull(),
  means: text('means').notNull(),
  /** A debit-normal kind's balance is debits - credits, a credit-normal one's credits - debits. */
  normalSide: text('normal_side', { enum: NORMAL_SIDES }).notNull(),
});

export const ledgerTransferRules = pgTable(
  'ledger_transfer_rules',
  {
    kind: text('kind', { enum: valuesOf(transferKind) }).notNull(),
    debitKind: text('debit_kind', { enum: valuesOf(ledgerAccountKind) }).notNull(),
    creditKind: text('credit_kind', { enum: valuesOf(ledgerAccountKind) }).notNull(),
    owedEffect: smallint('owed_effect').notNull(),
    paidEffect: smallint('paid_effect').notNull(),
    inFlightEffect: smallint('in_flight_effect').notNull(),
    when: text('when').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.debitKind, t.creditKind] })],
);

/** Each transfer with its rule's effects in amounts: what every sum of owed and paid reads. */
export const ledgerTransferEffects = pgView('ledger_transfer_effects', {
  id: uuid('id').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  kind: text('kind', { enum: valuesOf(transferKind) }).notNull(),
  transactionId: uuid('transaction_id'),
  amount: money('amount').notNull(),
  owed: money('owed').notNull(),
  paid: money('paid').notNull(),
  inFlight: money('in_flight').notNull(),
}).existing();

export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    transferKind: text('transfer_kind', { enum: valuesOf(transferKind) }).notNull(),
    debitKind: text('debit_kind', { enum: valuesOf(ledgerAccountKind) }).notNull(),
    creditKind: text('credit_kind', { enum: valuesOf(ledgerAccountKind) }).notNull(),
    count: integer('count').notNull(),
    amount: ledgerMoney('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.transferKind, t.debitKind, t.creditKind] })],
);

/** Service-level policies, one row per version of each target (migration 0022). */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    target: text('target', { enum: SLA_TARGETS }).notNull(),
    minutes: integer('minutes').notNull(),
    warnBeforeMinutes: integer('warn_before_minutes').notNull(),
    highValueMinutes: integer('high_value_minutes'),
    businessHours: jsonb('business_hours').$type<BusinessHoursBody | null>(),
    version: integer('version').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sla_policies_target_version_key').on(t.target, t.version)],
);

/** KYC tiers (migration 0027): the limits of each, null for none; the declared resource `kyc-tiers`. */
export const kycTiers = pgTable(
  'kyc_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tier: integer('tier').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    dailyLimit: numeric('daily_limit', { precision: 12, scale: 2 }),
    monthlyLimit: numeric('monthly_limit', { precision: 12, scale: 2 }),
    requires: jsonb('requires').$type<KycRequirement[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kyc_tiers_tier_key').on(t.tier)],
);

/** A KYC tier asked by one member of staff, waiting for another to confirm it (four eyes). */
export const kycTierRequests = pgTable('kyc_tier_requests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: integer('tier').notNull(),
  requestedById: uuid('requested_by_id')
    .notNull()
    .references(() => users.id),
  requestedByUsername: text('requested_by_username').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row: whether the KYC limits are enforced. */
export const kycSettings = pgTable('kyc_settings', {
  id: boolean('id').primaryKey().default(true),
  enforced: boolean('enforced').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer's KYC documents; the file itself is private media. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: KYC_DOCUMENT_TYPES }).notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('kyc_documents_user_idx').on(t.userId, t.createdAt),
    index('kyc_documents_waiting_idx')
      .on(t.createdAt, t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The coming alerts of each open clock (migration 0024), written and removed by triggers when an
 * item starts and when its clock ends; server/plugins/sla/alerts.ts takes the due ones.
 */
export const slaAlertSchedule = pgTable(
  'sla_alert_schedule',
  {
    target: text('target', { enum: SLA_TARGETS }).notNull(),
    itemId: uuid('item_id').notNull(),
    state: text('state', { enum: ['due_soon', 'breached'] }).notNull(),
    fireAt: timestamp('fire_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.target, t.itemId, t.state] }),
    index('sla_alert_schedule_fire_at_idx').on(t.fireAt),
  ],
);

/** Each UTC day's decisions per target, written by the triggers that end a clock. */
export const slaDaily = pgTable(
  'sla_daily',
  {
    day: date('day').notNull(),
    target: text('target', { enum: SLA_TARGETS }).notNull(),
    decided: integer('decided').notNull().default(0),
    met: integer('met').notNull().default(0),
    missed: integer('missed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.target] })],
);

/** How many of a day's decisions took each whole number of minutes (capped at 30 days): p50, p90. */
export const slaDailyMinutes = pgTable(
  'sla_daily_minutes',
  {
    day: date('day').notNull(),
    target: text('target', { enum: SLA_TARGETS }).notNull(),
    minutes: integer('minutes').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.target, t.minutes] })],
);

/**
 * How many open review clocks (sla_met_at is null) fall due in each UTC hour (migration 0034),
 * kept by triggers on gift_card_transactions: the total of sla_state=breached without reading the
 * breached range (plugins/transactions/sla-counts.ts). Only hours with open clocks have a row.
 */
export const slaOpenDueHours = pgTable('sla_open_due_hours', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  openCount: bigint('open_count', { mode: 'number' }).notNull(),
});

/*
 * Payout runs (migration 0023): customers' bank destinations, batches sent to the bank and their
 * items. Money moves only through the functions of migrations 0023, 0030 and 0031
 * (payout_batch_submit, payout_batch_results, ledger_clawback, ledger_clawback_repaid).
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  /** Sealed like card codes (db/card-codes.ts); answers show the last four digits. */
  accountNumberSealed: text('account_number_sealed').notNull(),
  accountNumberLast4: text('account_number_last4').notNull(),
  accountName: text('account_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: text('state', { enum: ['draft', 'approved', 'submitted', 'settled', 'cancelled'] })
      .notNull()
      .default('draft'),
    note: text('note'),
    createdById: uuid('created_by_id'),
    createdByUsername: text('created_by_username'),
    approvedById: uuid('approved_by_id'),
    approvedByUsername: text('approved_by_username'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    submittedById: uuid('submitted_by_id'),
    submittedByUsername: text('submitted_by_username'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_batches_created_idx').on(t.createdAt, t.id),
    index('payout_batches_state_idx').on(t.state, t.createdAt, t.id),
  ],
);

export const payoutBatchItems = pgTable(
  'payout_batch_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    offsetAmount: money('offset_amount').notNull().default('0'),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    accountName: text('account_name').notNull(),
    /** Lower-case letters, digits and dashes, set once by the database: the bank's idempotency key. */
    reference: text('reference')
      .notNull()
      .default(sql`('po-' || replace(gen_random_uuid()::text, '-', ''))`),
    state: text('state', { enum: ['draft', 'sent', 'paid', 'failed', 'held', 'cancel_requested'] })
      .notNull()
      .default('draft'),
    /** While its batch may still send it: one open item per transaction (a unique index). */
    open: boolean('open').notNull().default(true),
    resultReason: text('result_reason'),
    providerReference: text('provider_reference'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    resultAt: timestamp('result_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payout_batch_items_reference_key').on(t.reference),
    uniqueIndex('payout_batch_items_open_key').on(t.transactionId).where(sql`${t.open}`),
    index('payout_batch_items_batch_idx').on(t.batchId, t.state, t.createdAt, t.id),
    index('payout_batch_items_transaction_idx').on(t.transactionId, t.createdAt),
  ],
);

/** What a draft item would recover of its customer's clawbacks if sent now (views/). */
export const payoutDraftOffsets = pgView('payout_draft_offsets', {
  id: uuid('id').notNull(),
  batchId: uuid('batch_id').notNull(),
  recovered: money('recovered').notNull(),
}).existing();

/**
 * What the app's database role may do with each table it may not fully write (migration 0036),
 * read by grant_app_role alone: the owner's, never the app's to read or write.
 */
export const appRoleGrants = pgTable('app_role_grants', {
  tableName: text('table_name').primaryKey(),
  privileges: text('privileges', { enum: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] })
    .array()
    .notNull(),
  updateColumns: text('update_columns').array(),
  notUpdatedColumns: text('not_updated_columns').array(),
  why: text('why').notNull(),
});
