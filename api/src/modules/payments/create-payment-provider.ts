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
  Record<AppConfig['paymentProvider'], (deps: ProviderDeps) => PaymentProvider>
>;

/**
 * The providers the app can take payments with, by PAYMENT_PROVIDER. The switch point for
 * new adapters: the Mollie adapter (modules/payments/mollie) joins this record as
 * `mollie: ({ config }) => new MollieProvider(config.mollieApiKey!)`.
 */
export const PAYMENT_PROVIDERS: ProviderFactories = {
  test: ({ db, unitOfWork, config }) =>
    new TestProvider(db, unitOfWork, config.publicUrl, config.testProvider, config.now),
};

/** The configured provider; a name without an adapter stops the app at start-up. */
export function createPaymentProvider(
  deps: ProviderDeps,
  factories: ProviderFactories = PAYMENT_PROVIDERS,
): PaymentProvider {
  const factory = factories[deps.config.paymentProvider];
  if (!factory) {
    throw new Error(`PAYMENT_PROVIDER=${deps.config.paymentProvider} has no adapter registered`);
  }
  return factory(deps);
}
