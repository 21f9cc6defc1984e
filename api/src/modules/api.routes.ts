import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { accountRoutes } from './accounts/account.routes';
import { userRoutes } from './accounts/user.routes';
import { chatRoutes } from './chats/chat.routes';
import { discountRoutes } from './chats/discount.routes';
import { clientErrorRoutes } from './client-errors/client-error.routes';
import { liveRoutes } from './live/live.routes';
import { memberRoutes } from './members/member.routes';
import { siteRoutes } from './site/site.routes';

/** Everything under /api; unknown /api paths answer the JSON 404 of the one error shape. */
export async function apiRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: { type: 'object', properties: { status: { type: 'string' } } } },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(siteRoutes);
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(memberRoutes);
  await app.register(chatRoutes);
  await app.register(discountRoutes);
  await app.register(liveRoutes);
  await app.register(clientErrorRoutes);
  app.setNotFoundHandler(async () => {
    throw new AppError(404, 'not_found');
  });
}
