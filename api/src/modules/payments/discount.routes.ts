import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { invalidFields } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireUserId } from '../../plugins/auth.plugin';

export async function discountRoutes(app: FastifyInstance) {
  const { discounts } = app;

  endpointRoute(app, endpoints.payments.discountCode, { tags: ['payments'] }, async (request) => {
    const userId = requireUserId(request);
    const { welcome, code } = request.query;
    if (welcome) return { discountcode: await discounts.welcome(userId) };
    if (!code) throw invalidFields([{ field: 'code', messageKey: 'field_required' }]);
    return { discountcode: await discounts.code(userId, code) };
  });

  endpointRoute(
    app,
    endpoints.payments.retentionDiscount,
    { tags: ['payments'] },
    async (request) => {
      const userId = requireUserId(request);
      const { delete_discount } = await app.site.companyInfo();
      return { discountcode: await discounts.retention(userId, delete_discount) };
    },
  );
}
