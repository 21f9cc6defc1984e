import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { endpoints, serverEndpoints, visitorCountry } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { publicAddress } from '../../lib/public-address';
import { requireUserId } from '../../plugins/auth.plugin';
import { repeatOrder, repeatOrders } from './repeat-orders';
import { named } from '../../lib/named-plugin';

/** The checkout, a member's payments and the provider's webhook (decision 0122). */
export async function paymentsRoutes(app: FastifyInstance) {
  const { payments } = endpoints;
  const tags = ['payments'];
  const memberLanguage = (userId: number) => app.payments.memberLanguage(userId);

  endpointRoute(app, payments.offer, { tags }, async (request) => {
    const settings = await request.settings();
    if (request.userId !== null) {
      return app.payments.offer.forMember(request.userId, settings.message_credits);
    }
    // The visitor's country by the shared rule (i18n/locales.ts); a domain without any: NL.
    return app.payments.offer.forVisitor(
      visitorCountry(settings) ?? 'NL',
      settings.message_credits,
    );
  });

  endpointRoute(app, payments.createPayment, { tags }, async (request) => {
    const userId = requireUserId(request);
    const body = request.body;
    return app.payments.start({
      userId,
      packageId: Number(body.package_id),
      method: body.method,
      ...(body.issuer ? { issuer: body.issuer } : {}),
      ...(body.discount_code ? { discountCode: body.discount_code } : {}),
      idempotencyKey: body.idempotency_key,
      ...(body.return_to ? { returnTo: body.return_to } : {}),
      language: await memberLanguage(userId),
      origin: publicAddress(request, app.config),
    });
  });

  endpointRoute(app, payments.payment, { tags }, async (request) =>
    app.payments.response(requireUserId(request), Number(request.query.id)),
  );

  endpointRoute(app, payments.transactions, { tags }, async (request) =>
    app.payments.transactions(requireUserId(request)),
  );

  endpointRoute(app, payments.repeatOrders, { tags }, async (request) => ({
    orders: await repeatOrders(app.db, requireUserId(request)),
  }));

  endpointRoute(app, payments.repeatOrder, { tags }, async (request) => {
    const userId = requireUserId(request);
    const { payment_id, idempotency_key, return_to } = request.body;
    return repeatOrder(app.db, app.payments, {
      userId,
      paymentId: Number(payment_id),
      idempotencyKey: idempotency_key,
      language: await memberLanguage(userId),
      ...(return_to ? { returnTo: return_to } : {}),
      origin: publicAddress(request, app.config),
    });
  });

  // Mollie posts a form (`id=tr_…`); the form parser is for this route only.
  await app.register(
    named(async (webhook) => {
      await webhook.register(formbody);
      endpointRoute(webhook, serverEndpoints.paymentProvider.webhook, { tags }, async (request) => {
        await app.payments.webhook(request.body.id, publicAddress(request, app.config));
        return { ok: true as const };
      });
    }, 'paymentWebhookRoutes'),
  );
}
