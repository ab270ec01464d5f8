import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common.js';
import { mediaQuery, mediaResponses } from '../../../contract/meta.js';
import { media } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { signedUrlLifetime } from '../../lib/images.js';

const IMAGE_NOT_FOUND = 'Image not found.';

const extensionOf = (contentType: string) =>
  contentType.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';

// A media id never changes content (a new upload gets a new id), so caches may keep it forever.
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

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
          'A brand logo is public: the bytes with their Content-Type, a strong ETag and `Cache-Control: public, max-age=31536000, immutable`. A card image is served only on the signed URL of a transaction answer (`expires` and `signature` in its query string, valid at most 15 minutes), with `Cache-Control: private, max-age` no longer than the signature; a KYC document’s signed URL (`download=1`, covered by the signature) answers it as an attachment (`Content-Disposition: attachment`, `Content-Security-Policy: sandbox`). Without a valid, unexpired signature it is 404, as is an unknown id. 304 when If-None-Match matches.',
        params: idParams,
        querystring: mediaQuery,
        response: mediaResponses,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // The bytes are read only when the client's cached copy is not current.
      const [meta] = await db
        .select({ contentType: media.contentType, etag: media.etag, isPrivate: media.isPrivate })
        .from(media)
        .where(eq(media.id, id));
      if (!meta) throw notFound(IMAGE_NOT_FOUND);
      let cacheControl = PUBLIC_CACHE_CONTROL;
      if (meta.isPrivate) {
        const left = signedUrlLifetime(id, request.query);
        // The same answer as an unknown id: a guessed id says nothing.
        if (left === null) throw notFound(IMAGE_NOT_FOUND);
        cacheControl = `private, max-age=${left}`;
      }
      if (request.query.download === '1') {
        // Saved, never rendered: a file that is also HTML or a scripted PDF cannot run here.
        reply
          .header(
            'content-disposition',
            `attachment; filename="${id}.${extensionOf(meta.contentType)}"`,
          )
          .header('content-security-policy', "sandbox; default-src 'none'");
      }
      const etag = `"${meta.etag}"`;
      reply.header('etag', etag).header('cache-control', cacheControl);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      const [row] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.id, id));
      if (!row) throw notFound(IMAGE_NOT_FOUND);
      return reply.type(meta.contentType).send(row.bytes);
    },
  );
}
