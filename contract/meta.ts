import { z } from 'zod';
import { errorBody, noContent } from './common.js';

export const health = z.object({ status: z.literal('ok') });

export const mediaResponses = {
  200: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array)
    .meta({
      type: 'string',
      format: 'binary',
      description: 'The image bytes, with their Content-Type, ETag and Cache-Control',
    }),
  304: noContent.describe('Not modified: the ETag in If-None-Match is current'),
  404: errorBody,
};
