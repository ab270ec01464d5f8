import { z } from 'zod';
import { errorBody, noContent, text } from './common.js';

export const health = z.object({ status: z.literal('ok') });

/** A card photo's URL carries its expiry (Unix seconds) and signature; logos need neither. */
export const mediaQuery = z.object({
  expires: z.coerce.number().int().min(0).max(1e12).optional(),
  signature: text().max(100).optional(),
  /** A file only downloaded (KYC documents): part of what the signature covers. */
  download: z.literal('1').optional(),
});

export const mediaResponses = {
  200: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array)
    .meta({
      description: 'The image bytes, with their Content-Type, ETag and Cache-Control',
      // Read by the OpenAPI generator: the answer is an image, not JSON.
      content: Object.fromEntries(
        ['image/jpeg', 'image/png', 'image/gif'].map((type) => [
          type,
          { schema: { type: 'string', format: 'binary' } },
        ]),
      ),
    }),
  304: noContent.describe('Not modified: the ETag in If-None-Match is current'),
  404: errorBody,
};

const check = z.enum(['ok', 'unreachable', 'pending', 'disconnected', 'not configured']);
export type ReadinessCheck = z.infer<typeof check>;
const checks = z.object({ database: check, migrations: check, redis: check });

/** `/readyz`: 200 while the instance can serve requests, 503 (with Retry-After) otherwise. */
export const readinessResponses = {
  200: z.object({ status: z.literal('ready'), checks }),
  503: errorBody.extend({ checks }),
};

/** `/metrics`: Prometheus' text exposition format. */
export const metricsResponses = {
  200: z.string().meta({
    description: "Prometheus' text exposition format",
    content: { 'text/plain': { schema: { type: 'string' } } },
  }),
  401: errorBody,
};
