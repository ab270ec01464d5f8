import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common.js';
import { mediaResponses } from '../../../contract/meta.js';
import { media } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

// A media id never changes content (a new upload gets a new id), so caches may keep it forever.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** True when If-None-Match (a list, possibly weak tags, or `*`) names this entity tag. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export async function mediaRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/media/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        summary: 'An uploaded image (brand logo or card image)',
        description:
          'Public. Answers the bytes with their Content-Type, a strong ETag and `Cache-Control: public, max-age=31536000, immutable`; 304 when If-None-Match matches; 404 when unknown.',
        params: idParams,
        response: mediaResponses,
      },
    },
    async (request, reply) => {
      // The bytes are read only when the client's cached copy is not current.
      const [meta] = await db
        .select({ contentType: media.contentType, etag: media.etag })
        .from(media)
        .where(eq(media.id, request.params.id));
      if (!meta) throw notFound('Image not found.');
      const etag = `"${meta.etag}"`;
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      const [row] = await db
        .select({ bytes: media.bytes })
        .from(media)
        .where(eq(media.id, request.params.id));
      if (!row) throw notFound('Image not found.');
      return reply.type(meta.contentType).send(row.bytes);
    },
  );
}
