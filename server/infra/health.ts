import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { health } from '../../contract/meta.js';
import { apiPaths } from '../../contract/paths.js';

export async function healthRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    apiPaths.meta.health,
    {
      config: { access: 'public' },
      schema: {
        tags: ['meta'],
        summary: 'Liveness and database check',
        response: { 200: health },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
}
