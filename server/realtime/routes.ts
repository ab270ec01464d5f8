import type { FastifyInstance } from 'fastify';

/** The live channels under /ws: dispute chat and notifications. */
export async function realtimeRoutes(_app: FastifyInstance) {}
