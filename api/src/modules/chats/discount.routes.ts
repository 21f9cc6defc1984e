import type { FastifyInstance } from 'fastify';

export async function discountRoutes(_app: FastifyInstance) {}
