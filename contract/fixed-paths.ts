// Plain strings, no zod: the sign-in page and the dashboard's first request read these, and do not
// load the declarations that contract/paths.ts adds.

/**
 * Every path of the API under /api/v1 but the declared resources' (contract/paths.ts adds those),
 * spelt once. `:name` is a path parameter, as Fastify routes it; the app fills it with `pathTo`.
 */
export const fixedPaths = {
  meta: {
    health: '/health',
    openapi: '/openapi.json',
  },
  auth: {
    login: '/auth/login/',
    loginSecondFactor: '/auth/login/2fa/',
    refresh: '/auth/token/refresh/',
    logout: '/auth/logout/',
    password: '/auth/password/',
    me: '/auth/me',
    register: '/auth/register/',
    twoFactorSetup: '/auth/2fa/setup/',
    twoFactorEnable: '/auth/2fa/enable/',
    twoFactorDisable: '/auth/2fa/disable/',
  },
  accounts: {
    one: '/admin/accounts/:id/',
  },
  /** Transactions and payments: the API keeps the spec's word, gift cards. */
  transactions: {
    list: '/admin/giftcards/',
    one: '/admin/giftcards/:id/',
    dashboardStats: '/admin/giftcards/dashboard_stats/',
    dailyStats: '/admin/giftcards/stats/daily/',
    bulkReview: '/admin/giftcards/bulk_review/',
    nextInQueue: '/admin/giftcards/queue/next/',
    claim: '/admin/giftcards/:id/claim/',
    revealCode: '/admin/giftcards/:id/reveal_code/',
    approvePayout: '/admin/giftcards/:id/approve_payout/',
    reversePayout: '/admin/giftcards/:id/reverse_payout/',
    approveReversal: '/admin/giftcards/:id/approve_reversal/',
    clawback: '/admin/giftcards/:id/clawback/',
    approveClawback: '/admin/giftcards/:id/approve_clawback/',
  },
  /** A customer's own submissions. */
  customerTransactions: {
    list: '/giftcards/',
  },
  /** A customer's own bank destination. */
  payoutAccount: {
    own: '/payout-account/',
  },
  /** A customer's own notifications (clawbacks, KYC decisions), newest first. */
  customerNotifications: {
    own: '/notifications/',
  },
  /** Payout runs: batches sent to the bank and their results. */
  /** Staff and customers both use these; each sees what is theirs. */
  disputes: {
    list: '/disputes/',
    one: '/disputes/:id/',
  },
  /** Rate cards beyond the declared list, one and create (contract/resources/rates.ts). */
  rateCard: {
    bulk: '/admin/rates/bulk/',
    retire: '/admin/rates/:id/retire/',
    export: '/admin/rates/export/',
    import: '/admin/rates/import/',
    margins: '/admin/rates/margins/',
    /** Customers and staff. */
    quote: '/rates/quote/',
  },
  /** KYC; the tiers are the declared resource `kyc-tiers`. */
  kyc: {
    /** The customer's own. */
    mine: '/kyc/',
    upload: '/kyc/documents/',
    user: '/admin/users/:id/kyc/',
    decision: '/admin/users/:id/kyc/decision/',
    /** A second member of staff confirms the tier another asked for (four eyes). */
    approveTier: '/admin/users/:id/kyc/approve_tier/',
    queue: '/admin/kyc/queue/',
    settings: '/admin/kyc/settings/',
  },
  /** Service levels; the policies are the declared resource `sla`. */
  serviceLevels: {
    summary: '/admin/sla/summary/',
  },
} as const;

/** The paths of the live channels under /ws. */
export const livePaths = {
  notifications: '/notifications/',
  dispute: '/dispute/:id/',
} as const;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamValues = Record<string, string | number>;

/** A known path asks for exactly its parameters; a path only known as a string, for any. */
type ParamsOf<Path extends string> = string extends Path
  ? [params?: ParamValues]
  : ParamNames<Path> extends never
    ? []
    : [params: Record<ParamNames<Path>, string | number>];

/** A path with its parameters filled in: `pathTo(apiPaths.users.one, { id })`. */
export const pathTo = <Path extends string>(path: Path, ...[params]: ParamsOf<Path>): string =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as ParamValues)[name])),
  );
