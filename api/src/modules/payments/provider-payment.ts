import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { PaymentSequence } from '../../db/payments.types';
import type { CheckoutRequest } from './checkout';
import { providerUnavailable } from './payment-offer';
import { ProviderUnavailableError, providerLocale, type PaymentProvider } from './payment-provider';
import type { PaymentSettlement } from './payment-settlement';
import { PaymentsRepository } from './payments.repository';

/**
 * What sending a payment to the provider needs, stated here rather than picked from the
 * service's dependencies: the service calls this module, so this module does not import it.
 */
export interface ProviderPaymentDeps {
  readonly db: Db;
  readonly provider: PaymentProvider;
  readonly settlement: PaymentSettlement;
  readonly publicUrl: string;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
}

/**
 * Outside the transaction: a customer for a first payment where the member has none, then
 * the provider's payment under our idempotency key. Unreachable: the row fails
 * (provider_unavailable) and the member hears 503.
 */
export async function sendToProvider(
  deps: ProviderPaymentDeps,
  paymentId: number,
  mandateId: number | null,
  request: CheckoutRequest,
  member: { id: number; name: string; email: string },
  plan: {
    customerId: string | null;
    mandate: { provider_customer_id: string | null; provider_mandate_id: string | null } | null;
    sequence: PaymentSequence;
  },
): Promise<void> {
  const { provider } = deps;
  const address = request.origin ?? deps.publicUrl;
  const repo = new PaymentsRepository(deps.db);
  const row = (await repo.byId(paymentId))!;
  try {
    let customerId = plan.customerId;
    if (plan.sequence === 'first' && customerId === null) {
      customerId = (
        await provider.createCustomer({
          name: member.name,
          email: member.email,
          metadata: { userId: String(member.id) },
        })
      ).id;
      if (mandateId !== null) await repo.setMandateCustomer(mandateId, customerId);
    }
    const provided = await provider.createPayment({
      amount: { cents: row.amount_cents, currency: row.currency },
      description: `${row.credits} credits`,
      method: request.method,
      ...(request.issuer ? { issuer: request.issuer } : {}),
      redirectUrl: `${address}/transactions/${paymentId}`,
      webhookUrl: `${address}/api/payment-webhook.php`,
      locale: providerLocale(request.language),
      sequenceType: plan.sequence,
      ...(plan.sequence !== 'oneoff' && customerId ? { customerId } : {}),
      ...(plan.mandate?.provider_mandate_id ? { mandateId: plan.mandate.provider_mandate_id } : {}),
      metadata: { paymentId: String(paymentId), userId: String(request.userId) },
      idempotencyKey: `payment-${paymentId}`,
    });
    await repo.update(paymentId, {
      provider_payment_id: provided.id,
      checkout_url: provided.checkoutUrl,
      provider_status: provided.status,
      updated_at: deps.now().toISOString(),
    });
  } catch (error) {
    const unavailable = error instanceof ProviderUnavailableError;
    deps.log.warn({ err: error, paymentId }, 'payment: the provider refused or was unreachable');
    await deps.settlement.failUnsent(paymentId, unavailable ? 'provider_unavailable' : 'refused');
    if (unavailable) throw providerUnavailable();
    throw error;
  }
}
