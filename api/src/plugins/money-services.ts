import type { FastifyInstance } from 'fastify';
import type { MailSites } from '../modules/mail/mail-site';
import { ContractsService } from '../modules/payments/contracts.service';
import { createPaymentProvider } from '../modules/payments/create-payment-provider';
import { paymentsAccess } from '../modules/payments/direct-debit-access';
import { DirectDebitService } from '../modules/payments/direct-debit.service';
import { DiscountRepository } from '../modules/payments/discount.repository';
import { DiscountService } from '../modules/payments/discount.service';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import { PaymentSettlement } from '../modules/payments/payment-settlement';
import { PaymentsService } from '../modules/payments/payments.service';
import { WithdrawalService } from '../modules/payments/withdrawal.service';
import { createSmsGateway } from '../modules/sms/sms-gateway';
import { SmsService } from '../modules/sms/sms.service';
import type { StaffService } from '../modules/staff/staff.service';
import { RefundService } from '../modules/support/refund.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider of PAYMENT_PROVIDER (the built-in test provider by default). */
    paymentProvider: PaymentProvider;
    /** Checkout, payments and the provider's word on them (decision 0122). */
    payments: PaymentsService;
    /** SMS through the outbox (modules/sms). */
    sms: SmsService;
    /** The direct-debit form and its SMS code (decision 0122). */
    directDebits: DirectDebitService;
    withdrawals: WithdrawalService;
    /** Repeating agreements and their cancellation button (decision 0172). */
    contracts: ContractsService;
    /** Refunds by finance staff (decision 0162). */
    refunds: RefundService;
    discounts: DiscountService;
  }
}

/**
 * The money area of the composition root: the payment provider, checkout and settlement,
 * discounts, SMS, direct debit, withdrawals, the cancellation of mandates and finance's
 * refunds; built once per app, as the rest in services.plugin.ts.
 */
export async function decorateMoneyServices(
  app: FastifyInstance,
  { mailSites, staff }: { mailSites: MailSites; staff: StaffService },
) {
  const { db, config, unitOfWork, mailer } = app;
  const paymentProvider = await createPaymentProvider({ db, unitOfWork, config });
  app.decorate('paymentProvider', paymentProvider);
  const paymentsLog = app.log.child({ module: 'payments' });
  const discounts = new DiscountService(new DiscountRepository(db), config.now);
  app.decorate('discounts', discounts);
  app.decorate(
    'payments',
    new PaymentsService({
      db,
      unitOfWork,
      provider: paymentProvider,
      discounts,
      settlement: new PaymentSettlement({
        db,
        unitOfWork,
        mailer,
        mailSites: (origin) => mailSites.resolver(origin),
        now: config.now,
        log: paymentsLog,
        recordOutcome: ({ provider, status }) =>
          app.metrics.paymentOutcomes.inc({ provider, outcome: status }),
      }),
      publicUrl: config.publicUrl,
      now: config.now,
      log: paymentsLog,
    }),
  );
  const sms = new SmsService(db, createSmsGateway(config.sms), config.now);
  app.decorate('sms', sms);
  // app.payments and app.paymentProvider come from the payments core, read at call time.
  const core = paymentsAccess(app);
  app.decorate('directDebits', new DirectDebitService(db, unitOfWork, sms, core, config.now));
  app.decorate(
    'withdrawals',
    new WithdrawalService(db, unitOfWork, mailer, core, config, mailSites),
  );
  app.decorate(
    'contracts',
    new ContractsService(db, unitOfWork, mailer, core, config.now, mailSites),
  );
  app.decorate(
    'refunds',
    new RefundService(
      db,
      unitOfWork,
      mailer,
      staff,
      () => app.paymentProvider,
      mailSites,
      config.now,
    ),
  );
}
