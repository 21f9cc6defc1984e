import createMollieClient, {
  MollieApiError as ApiError,
  type MollieClient,
} from '@mollie/api-client';
import type { AppConfig } from '../../../config';
import { AppError } from '../../../lib/app-error';
import {
  ProviderUnavailableError,
  type CreateProviderPayment,
  type CreateProviderRefund,
  type PaymentProvider,
  type ProviderMandate,
  type ProviderMethod,
  type ProviderPayment,
  type ProviderRefund,
} from '../payment-provider';
import {
  centsOf,
  mandateMethod,
  mandateStatus,
  mollieAmount,
  mollieLocale,
  ourMethod,
  payerLabel,
  providerStatus,
} from './mollie-mapping';

export interface MollieSettings {
  /** test_… or live_… (config MOLLIE_API_KEY). */
  readonly apiKey: string;
  /** Another root than https://api.mollie.com/v2/ (config MOLLIE_API_URL; https only). */
  readonly apiUrl?: string;
}

/** What `methods` asks Mollie to price, so that it names the methods for the currency. */
const PROBE_AMOUNT_CENTS = 1000;

/**
 * Mollie behind our PaymentProvider (decision 0122): the official client, every create with
 * our idempotency key (a retried request makes one payment, refund, customer or mandate).
 * Mollie unreachable or failing (network, 5xx after the client's own retries) is a
 * ProviderUnavailableError, to try again; a refusal (4xx) is an AppError the member sees.
 */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie';
  private readonly client: MollieClient;

  constructor(settings: MollieSettings) {
    this.client = createMollieClient({
      apiKey: settings.apiKey,
      ...(settings.apiUrl ? { apiEndpoint: settings.apiUrl } : {}),
      versionStrings: ['DatingSite/1.0'],
    });
  }

  async methods(country: string, currency: string): Promise<ProviderMethod[]> {
    const methods = await call(() =>
      this.client.methods.list({
        billingCountry: country,
        amount: mollieAmount({ cents: PROBE_AMOUNT_CENTS, currency }),
        include: 'issuers',
        // Apple Pay is listed only when asked for; the browser decides whether to show it.
        includeWallets: 'applepay',
      } as Parameters<MollieClient['methods']['list']>[0]),
    );
    const offered: ProviderMethod[] = [];
    for (const method of methods) {
      const id = ourMethod(method.id);
      if (!id) continue;
      // iDEAL 2.0 asks for the bank on its own page: no issuers to choose here.
      const issuers =
        id === 'ideal'
          ? []
          : (method.issuers ?? []).map((issuer) => ({ id: issuer.id, name: issuer.name }));
      offered.push({ id, issuers });
    }
    return offered;
  }

  async createPayment(input: CreateProviderPayment): Promise<ProviderPayment> {
    const payment = await call(() =>
      this.client.payments.create({
        amount: mollieAmount(input.amount),
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        locale: mollieLocale(input.locale),
        method: input.method,
        ...(input.issuer ? { issuer: input.issuer } : {}),
        sequenceType: input.sequenceType,
        ...(input.customerId ? { customerId: input.customerId } : {}),
        ...(input.mandateId ? { mandateId: input.mandateId } : {}),
        metadata: { ...input.metadata },
        idempotencyKey: input.idempotencyKey,
      } as unknown as Parameters<MollieClient['payments']['create']>[0]),
    );
    return toProviderPayment(payment);
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    return toProviderPayment(await call(() => this.client.payments.get(providerPaymentId)));
  }

  async createRefund(input: CreateProviderRefund): Promise<ProviderRefund> {
    const refund = await call(() =>
      this.client.paymentRefunds.create({
        paymentId: input.providerPaymentId,
        amount: mollieAmount(input.amount),
        description: input.description,
        idempotencyKey: input.idempotencyKey,
      }),
    );
    return { id: refund.id, status: refund.status as ProviderRefund['status'] };
  }

  async createCustomer(input: {
    name: string;
    email: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string }> {
    const customer = await call(() =>
      this.client.customers.create({
        name: input.name,
        email: input.email,
        metadata: input.metadata,
      }),
    );
    return { id: customer.id };
  }

  async createDirectDebitMandate(input: {
    customerId: string;
    consumerName: string;
    consumerAccount: string;
    signatureDate: string;
    mandateReference: string;
  }): Promise<ProviderMandate> {
    const mandate = await call(() =>
      this.client.customerMandates.create({
        customerId: input.customerId,
        method: 'directdebit',
        consumerName: input.consumerName,
        consumerAccount: input.consumerAccount,
        signatureDate: input.signatureDate,
        mandateReference: input.mandateReference,
        // The reference is unique per request: a retried create makes one mandate.
        idempotencyKey: `mandate-${input.mandateReference}`,
      } as unknown as Parameters<MollieClient['customerMandates']['create']>[0]),
    );
    return toMandate(mandate);
  }

  async getMandate(customerId: string, mandateId: string): Promise<ProviderMandate> {
    return toMandate(await call(() => this.client.customerMandates.get(mandateId, { customerId })));
  }

  async revokeMandate(customerId: string, mandateId: string): Promise<void> {
    await call(() => this.client.customerMandates.revoke(mandateId, { customerId }));
  }
}

/** Mollie when MOLLIE_API_KEY is set; null leaves the choice (the test provider) to the core. */
export function mollieFromConfig(
  config: Pick<AppConfig, 'mollieApiKey' | 'mollieApiUrl'>,
): MollieProvider | null {
  if (!config.mollieApiKey) return null;
  return new MollieProvider({
    apiKey: config.mollieApiKey,
    ...(config.mollieApiUrl ? { apiUrl: config.mollieApiUrl } : {}),
  });
}

interface MolliePaymentLike {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  amountRefunded?: { value: string };
  method?: string | null;
  customerId?: string | null;
  mandateId?: string | null;
  details?: unknown;
  metadata?: unknown;
  _links?: { checkout?: { href: string } };
}

function toProviderPayment(raw: unknown): ProviderPayment {
  const payment = raw as MolliePaymentLike;
  const status = providerStatus(payment.status);
  const metadata =
    payment.metadata && typeof payment.metadata === 'object'
      ? Object.fromEntries(
          Object.entries(payment.metadata as Record<string, unknown>).map(([k, v]) => [
            k,
            String(v),
          ]),
        )
      : null;
  return {
    id: payment.id,
    status,
    amount: { cents: centsOf(payment.amount.value), currency: payment.amount.currency },
    method: ourMethod(payment.method),
    // Only an open payment has a checkout to go back to.
    checkoutUrl: status === 'open' ? (payment._links?.checkout?.href ?? null) : null,
    customerId: payment.customerId ?? null,
    mandateId: payment.mandateId ?? null,
    payerLabel: payerLabel(payment.method, payment.details),
    metadata,
    refundedCents: centsOf(payment.amountRefunded?.value),
  };
}

function toMandate(raw: unknown): ProviderMandate {
  const mandate = raw as { id: string; status: string; method: string; details?: unknown };
  return {
    id: mandate.id,
    status: mandateStatus(mandate.status),
    method: mandateMethod(mandate.method),
    label: payerLabel(mandate.method, mandate.details) ?? mandate.method,
  };
}

/** One call to Mollie, its failures as ours. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw providerError(error);
  }
}

export function providerError(error: unknown): Error {
  if (error instanceof ApiError) {
    const status = error.statusCode;
    // No status: the request never got an answer (network, timeout, unreadable body).
    if (status === undefined || status >= 500 || status === 429) {
      return new ProviderUnavailableError(`Mollie: ${error.message}`);
    }
    if (status === 404) return new AppError(404, 'not_found');
    if (status === 422 && error.field === 'method') return new AppError(422, 'method_unavailable');
    return new AppError(502, 'payment_failed', {
      provider_status: status,
      ...(error.field ? { field: error.field } : {}),
    });
  }
  return error instanceof Error ? error : new Error(String(error));
}
