import type { FastifyInstance } from 'fastify';

export async function giftcardsRoutes(_app: FastifyInstance) {}
