import { z } from 'zod';
import { errorBody, noContent } from './common.js';

export const health = z.object({ status: z.literal('ok') });

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
