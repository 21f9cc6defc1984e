import type { FastifyInstance } from 'fastify';

export async function memberRoutes(_app: FastifyInstance) {}
