import type { FastifyInstance } from 'fastify';
import type { PaymentsFacade } from './checkout';
import type { PaymentProvider } from './payment-provider';

/**
 * What direct debit and withdrawal use of the payments core: the facade (`app.payments`,
 * decorated by the core) and the configured provider (`app.paymentProvider`). Read at call
 * time, so these services can be built before the core's plugin has run.
 */
export interface PaymentsAccess {
  readonly payments: PaymentsFacade;
  readonly provider: PaymentProvider;
}

type PaymentsApp = FastifyInstance & {
  payments?: PaymentsFacade;
  paymentProvider?: PaymentProvider;
};

export function paymentsAccess(app: FastifyInstance): PaymentsAccess {
  const core = app as PaymentsApp;
  return {
    get payments() {
      if (!core.payments) throw new Error('app.payments is not decorated');
      return core.payments;
    },
    get provider() {
      if (!core.paymentProvider) throw new Error('app.paymentProvider is not decorated');
      return core.paymentProvider;
    },
  };
}
