import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { named } from '../../../lib/named-plugin';
import { allowFormTarget } from '../../../plugins/security-headers.plugin';
import { checkoutPage, notFoundPage } from './checkout-page';
import { TEST_CHOICES, type TestChoice, type TestProvider } from './test-provider';

export const TEST_CHECKOUT_PATH = '/test-provider/checkout';

/**
 * The test provider's hosted checkout page, outside /api like a provider's own site: GET
 * shows it, POST (a form with one button per outcome) sets the status and sends the member
 * back to the site (303). Registered only when PAYMENT_PROVIDER=test.
 */
export function testProviderRoutes(provider: TestProvider) {
  return named(async (app: FastifyInstance) => {
    await app.register(formbody);

    app.get<{ Params: { id: string } }>(`${TEST_CHECKOUT_PATH}/:id`, async (request, reply) => {
      const payment = await provider.payment(request.params.id);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!payment) return reply.code(404).send(notFoundPage());
      // The choice answers with a redirect to the payment's return address: the page's
      // policy names it, should the member have reached the checkout on another address.
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        let target: string | null = null;
        try {
          target = new URL(payment.redirect_url).origin;
        } catch {
          // No readable return address: the policy stays as it is.
        }
        if (target) reply.header('content-security-policy', allowFormTarget(policy, target));
      }
      return reply.send(checkoutPage(payment));
    });

    app.post<{ Params: { id: string }; Body: { status?: unknown } }>(
      `${TEST_CHECKOUT_PATH}/:id`,
      async (request, reply) => {
        const choice = request.body?.status;
        if (typeof choice !== 'string' || !TEST_CHOICES.includes(choice as TestChoice)) {
          return reply.code(400).type('text/plain; charset=utf-8').send('Unknown status');
        }
        const payment = await provider.choose(request.params.id, choice as TestChoice);
        if (!payment) {
          return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
        }
        return reply.redirect(payment.redirect_url, 303);
      },
    );
  }, 'testProviderRoutes');
}
