import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { PaymentProvider } from './payment-provider';
import { TestProvider } from './test-provider/test-provider';

export interface ProviderDeps {
  readonly db: Db;
  readonly unitOfWork: UnitOfWork;
  readonly config: AppConfig;
}

export type ProviderFactories = Partial<
  Record<
    AppConfig['paymentProvider'],
    (deps: ProviderDeps) => PaymentProvider | Promise<PaymentProvider>
  >
>;

/** The providers the app can take payments with, by PAYMENT_PROVIDER; another adapter joins here. */
export const PAYMENT_PROVIDERS: ProviderFactories = {
  test: ({ db, unitOfWork, config }) =>
    new TestProvider(db, unitOfWork, config.publicUrl, config.testProvider, config.now),
  // loadConfig refuses PAYMENT_PROVIDER=mollie without MOLLIE_API_KEY. Its client is loaded
  // only where Mollie takes the payments.
  mollie: async ({ config }) =>
    (await import('./mollie/mollie-provider')).mollieFromConfig(config)!,
};

/** The configured provider; a name without an adapter stops the app at start-up. */
export async function createPaymentProvider(
  deps: ProviderDeps,
  factories: ProviderFactories = PAYMENT_PROVIDERS,
): Promise<PaymentProvider> {
  const factory = factories[deps.config.paymentProvider];
  if (!factory) {
    throw new Error(`PAYMENT_PROVIDER=${deps.config.paymentProvider} has no adapter registered`);
  }
  return factory(deps);
}
