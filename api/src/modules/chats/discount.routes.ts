import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DiscountCodeQuerySchema, DiscountCodeResponseSchema } from '@dating/shared-contracts/api';
import { invalidFields } from '../../lib/app-error';
import { requireUserId } from '../../plugins/auth.plugin';
import { DiscountService } from './discount.service';

export async function discountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const discounts = new DiscountService(app.db, app.config.now);

  app.get(
    '/discountcode.php',
    {
      schema: {
        tags: ['payments'],
        querystring: DiscountCodeQuerySchema,
        response: { 200: DiscountCodeResponseSchema },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { welcome, code } = request.query;
      if (welcome) return { discountcode: await discounts.welcome(userId) };
      if (!code) throw invalidFields([{ field: 'code', messageKey: 'field_required' }]);
      return { discountcode: await discounts.code(userId, code) };
    },
  );
}
