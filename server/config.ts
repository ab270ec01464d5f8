import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_REALTIME_SETTINGS, type RealtimeSettings } from './realtime/settings.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
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
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin1234' } as const;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  admin: { email: string; password: string } | null;
  seed: 'demo' | 'none';
  logLevel: (typeof logLevels)[number];
  /** Extra origins allowed for CORS and for WebSocket handshakes, besides the server's own. */
  allowedOrigins: string[];
  /** Behind a reverse proxy, client addresses (login throttling) come from X-Forwarded-For. */
  trustProxy: boolean;
  /** When set, GET /metrics needs `Authorization: Bearer <it>`. */
  metricsToken?: string;
  realtime: RealtimeSettings;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; every other module receives the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production',
    );
  }
  if (production && e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD: required with ADMIN_EMAIL when NODE_ENV=production',
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
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    admin,
    seed: e.SEED ?? (production ? 'none' : 'demo'),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    allowedOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY === 'true',
    metricsToken: e.METRICS_TOKEN,
    realtime: structuredClone(DEFAULT_REALTIME_SETTINGS),
  };
}

/** Outside production the secret is generated once and kept beside the data, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
