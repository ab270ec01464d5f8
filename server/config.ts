import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DUAL_APPROVAL_THRESHOLD } from '../contract/transactions.js';
import { DEFAULT_REALTIME_SETTINGS, type RealtimeSettings } from './realtime/settings.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** 32 random bytes, written in base64. */
const base64Key = z
  .string()
  .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64');
/** An amount of money such as 500 or 500.00. */
const amount = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'must be an amount such as 500.00');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_OWNER_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED: z.enum(['demo', 'none']).optional(),
  LOG_LEVEL: z.enum(logLevels).optional(),
  CORS_ORIGINS: z.string().optional(),
  LIVE_ORIGINS: z.string().optional(),
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(128),
  MAX_BODIES_ARRIVING_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(8),
  MIN_BODY_BYTES_PER_SECOND: z.coerce.number().int().min(0).max(100_000_000).default(1024),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  TRUST_PROXY: z.string().default('false'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  AUTH_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  CARD_CODE_KEY: base64Key.optional(),
  CARD_CODE_HASH_KEY: base64Key.optional(),
  VELOCITY_LIMIT: z.coerce.number().int().min(1).default(5),
  NEW_ACCOUNT_HOURS: z.coerce.number().int().min(0).default(24),
  NEW_ACCOUNT_CARD_VALUE: amount.default('500.00'),
  DUAL_APPROVAL_THRESHOLD: amount.default(DEFAULT_DUAL_APPROVAL_THRESHOLD),
  HIGH_VALUE_CARD: amount.default('500.00'),
  BATCH_APPROVAL_THRESHOLD: amount.default('5000.00'),
  KYC_FOUR_EYES_TIER: z.coerce
    .number()
    .int()
    .min(1, 'must be 1 to 4 (4: no tier needs a second person)')
    .max(4, 'must be 1 to 4 (4: no tier needs a second person)')
    .default(2),
});

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin1234' } as const;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The tables' owner: migrations run over it, the server then connects as `databaseUrl`. */
  databaseOwnerUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  admin: { email: string; password: string } | null;
  seed: 'demo' | 'none';
  logLevel: (typeof logLevels)[number];
  /** Extra origins allowed for CORS and for WebSocket handshakes, besides the server's own. */
  allowedOrigins: string[];
  /**
   * Origins of the live channels when the app's VITE_WS_URL points elsewhere (wss://live.…):
   * allowed in the CSP's connect-src beside the app's own origin.
   */
  liveOrigins: string[];
  /** Requests this instance works on at once (API and media); more are answered 503 at once. */
  maxRequestsInFlight: number;
  /** Time a request has to arrive whole (headers and body). */
  requestTimeoutMs: number;
  /** Connections one client address may hold open (trusted proxies' are not counted). */
  maxConnectionsPerAddress: number;
  /** Bounds on request bodies still arriving (lib/slow-bodies.ts). */
  slowBodies: {
    /** Requests of one client address whose body is still arriving. */
    perAddress: number;
    /** A body slower than this over `windowMs` is cut with 408. */
    minBytesPerSecond: number;
    windowMs: number;
  };
  /**
   * On SIGTERM, how long /readyz answers 503 while the instance still serves, before it closes:
   * long enough for a load balancer's health checks to take it out of rotation.
   */
  shutdownDrainMs: number;
  /**
   * Which proxies in front of the server are believed about the client's address
   * (X-Forwarded-For): none (false), the last `n` hops, or those at these addresses or CIDRs.
   */
  trustProxy: TrustedProxies;
  /** When set, GET /metrics needs `Authorization: Bearer <it>`. */
  metricsToken?: string;
  /** Sign-in requests one address may send per minute, on top of the per-account throttle. */
  authRequestsPerMinute: number;
  realtime: RealtimeSettings;
  /** Card codes are sealed under `seal` and compared through an HMAC under `hash`. */
  cardCodeKeys: CardCodeKeys;
  fraud: FraudRules;
  /** Cards worth this much or more are reviewed under a policy's `high_value_minutes`, when set. */
  highValueCard: string;
  /** A payout batch whose total is this much or more needs a colleague's approval. */
  batchApprovalThreshold: string;
  /** A KYC tier at or above it is granted only when a second member of staff confirms it. */
  kycFourEyesTier: number;
}

export interface CardCodeKeys {
  seal: Buffer;
  hash: Buffer;
}

/** The thresholds of the risk flags and of dual approval; amounts as decimal strings. */
export interface FraudRules {
  /** Submissions a customer may make within an hour before the next one is flagged `velocity`. */
  velocityLimit: number;
  newAccountHours: number;
  /** A card worth this much or more from a new account is flagged `new_account`. */
  newAccountCardValue: string;
  /** Payouts of this much or more need a second staff member's approval. */
  dualApprovalThreshold: string;
}

export type TrustedProxies = false | number | string[];

/** A configuration the server refuses to start with; its message is one line, no stack trace. */
export class ConfigError extends Error {}

/** `Invalid configuration: NAME: what is wrong; NAME: …` */
export const invalidConfiguration = (...problems: string[]) =>
  new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

/** No deployment puts more proxies than this in front of the server. */
const MAX_PROXY_HOPS = 5;

const TRUST_PROXY_FORMS =
  'a hop count from 1 to 5 (1 behind one load balancer) or a comma-separated list of proxy addresses or private CIDRs (10.0.0.0/8, 192.168.1.7), or false';

/**
 * `true` would believe every X-Forwarded-For entry, which the client writes itself: any client
 * could then pick its address (and escape the login throttle). Only forms that name how far the
 * chain is trusted are accepted.
 */
export function parseTrustProxy(value: string): TrustedProxies {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') throw believesAnyone('true');
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) {
      // Each hop believed is one more X-Forwarded-For entry a direct client can write itself.
      throw invalidConfiguration(
        `TRUST_PROXY: ${text} hops is more than ${MAX_PROXY_HOPS}; a client reaching the server through fewer proxies could choose its own address. Give the number of proxies in front of the server, or their addresses`,
      );
    }
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (invalid.length > 0) {
    throw invalidConfiguration(
      `TRUST_PROXY: ${invalid.join(', ') || '(empty entry)'} is not ${TRUST_PROXY_FORMS}`,
    );
  }
  const publicRanges = entries.filter(isPublicRange);
  if (publicRanges.length > 0) throw believesAnyone(publicRanges.join(', '));
  return entries;
}

const believesAnyone = (value: string) =>
  invalidConfiguration(
    `TRUST_PROXY: ${value} would let any client choose its address; use ${TRUST_PROXY_FORMS}`,
  );

/**
 * Where proxies live: private, shared (carrier-grade NAT, as in cloud networks), loopback and
 * link-local space. A range outside it takes in clients (0.0.0.0/1 and 128.0.0.0/1 take in
 * everyone); a single public address may still name a balancer.
 */
const PROXY_SPACE = (
  [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['100.64.0.0', 10, 'ipv4'],
    ['127.0.0.0', 8, 'ipv4'],
    ['169.254.0.0', 16, 'ipv4'],
    ['::1', 128, 'ipv6'],
    ['fc00::', 7, 'ipv6'],
    ['fe80::', 10, 'ipv6'],
  ] as const
).map(([network, bits, family]) => {
  const block = new BlockList();
  block.addSubnet(network, bits, family);
  return { block, bits, family };
});

/** A CIDR of more than one address that reaches outside the proxy space. */
function isPublicRange(entry: string) {
  const [address, bits] = entry.split('/');
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  const width = family === 'ipv4' ? 32 : 128;
  const prefix = bits === undefined ? width : Number(bits);
  if (prefix === width) return false;
  return !PROXY_SPACE.some(
    (space) =>
      space.family === family && prefix >= space.bits && space.block.check(address, family),
  );
}

function isAddressOrCidr(entry: string) {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** Reads and validates the environment once; every other module receives the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw invalidConfiguration(
      ...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET) {
    throw invalidConfiguration('JWT_SECRET: required when NODE_ENV=production');
  }
  if (production && e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) {
    throw invalidConfiguration(
      'ADMIN_PASSWORD: required with ADMIN_EMAIL when NODE_ENV=production',
    );
  }
  if (production && !e.CARD_CODE_KEY) {
    throw invalidConfiguration('CARD_CODE_KEY: required when NODE_ENV=production');
  }
  if (e.DATABASE_OWNER_URL && !e.DATABASE_URL) {
    throw invalidConfiguration(
      'DATABASE_OWNER_URL: needs DATABASE_URL, the role the server connects as',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const admin = production
    ? e.ADMIN_EMAIL && e.ADMIN_PASSWORD
      ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
      : null
    : {
        email: e.ADMIN_EMAIL ?? DEMO_ADMIN.email,
        password: e.ADMIN_PASSWORD ?? DEMO_ADMIN.password,
      };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir, 'jwt-secret', 48, 'base64url'),
    admin,
    seed: e.SEED ?? (production ? 'none' : 'demo'),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    allowedOrigins: originList(e.CORS_ORIGINS),
    liveOrigins: originList(e.LIVE_ORIGINS),
    maxRequestsInFlight: e.MAX_REQUESTS_IN_FLIGHT ?? defaultMaxRequestsInFlight(e.DATABASE_URL),
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    slowBodies: {
      perAddress: e.MAX_BODIES_ARRIVING_PER_ADDRESS,
      minBytesPerSecond: e.MIN_BODY_BYTES_PER_SECOND,
      windowMs: BODY_RATE_WINDOW_MS,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    authRequestsPerMinute: e.AUTH_REQUESTS_PER_MINUTE,
    realtime: structuredClone(DEFAULT_REALTIME_SETTINGS),
    cardCodeKeys: cardCodeKeys(e.CARD_CODE_KEY, e.CARD_CODE_HASH_KEY, dataDir),
    fraud: {
      velocityLimit: e.VELOCITY_LIMIT,
      newAccountHours: e.NEW_ACCOUNT_HOURS,
      newAccountCardValue: e.NEW_ACCOUNT_CARD_VALUE,
      dualApprovalThreshold: e.DUAL_APPROVAL_THRESHOLD,
    },
    highValueCard: e.HIGH_VALUE_CARD,
    batchApprovalThreshold: e.BATCH_APPROVAL_THRESHOLD,
    kycFourEyesTier: e.KYC_FOUR_EYES_TIER,
  };
}

/** The span over which a body's rate is measured: a pause of a few seconds is no attack. */
const BODY_RATE_WINDOW_MS = 5_000;

/**
 * PostgreSQL works on 10 queries at once (the pool), so 64 admitted requests wait a few turns at
 * most; PGlite runs one query at a time on the event loop itself, where every admitted request
 * makes all the others (refusals included) wait: fewer are admitted.
 */
export const defaultMaxRequestsInFlight = (databaseUrl: string | undefined) =>
  databaseUrl ? 64 : 16;

const originList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/**
 * The sealing key, else (outside production) one generated once beside the data. Without its own
 * key, the hash key is derived from the sealing key, so that one secret is enough to run.
 */
function cardCodeKeys(
  sealKey: string | undefined,
  hashKey: string | undefined,
  dataDir: string,
): CardCodeKeys {
  const seal = Buffer.from(
    sealKey ?? developmentSecret(dataDir, 'card-code-key', 32, 'base64'),
    'base64',
  );
  const hash = hashKey
    ? Buffer.from(hashKey, 'base64')
    : Buffer.from(hkdfSync('sha256', seal, Buffer.alloc(0), 'card-code-hash', 32));
  return { seal, hash };
}

/**
 * Outside production a secret is generated once and kept beside the data (base64url text for the
 * JWT secret, base64 for the card code key), so sessions and sealed codes survive restarts.
 */
function developmentSecret(
  dataDir: string,
  name: string,
  bytes: number,
  encoding: 'base64' | 'base64url',
): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString(encoding);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
