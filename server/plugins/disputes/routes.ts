import type { FastifyInstance } from 'fastify';

export async function disputesRoutes(_app: FastifyInstance) {}
