import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['meta'], summary: 'Liveness and database check' },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' };
    },
  );
}
