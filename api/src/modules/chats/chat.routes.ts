import type { FastifyInstance } from 'fastify';

export async function chatRoutes(_app: FastifyInstance) {}
