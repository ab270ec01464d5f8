import type { FastifyInstance } from 'fastify';

export async function brandsRoutes(_app: FastifyInstance) {}
