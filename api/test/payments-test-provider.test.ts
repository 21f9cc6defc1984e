import { loadConfig } from '../src/config';
import { createPaymentProvider } from '../src/modules/payments/create-payment-provider';
import { PRODUCTION_SECRETS, type TestContext } from './helper';
import { choose, paymentsApp, testProvider } from './payments-kit';
import { TEST_FAILING_ACCOUNTS } from '../src/modules/payments/test-provider/test-provider';

describe('the built-in test provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await paymentsApp();
  });
  afterAll(() => ctx.close());

  const payment = (key: string, overrides: Record<string, unknown> = {}) =>
    testProvider(ctx.app).createPayment({
      amount: { cents: 2500, currency: 'EUR' },
      description: '125 credits',
      method: 'ideal',
      redirectUrl: `${ctx.app.config.publicUrl}/transactions/1`,
      // Nobody handles this payment's webhooks: an unknown id answers 200.
      webhookUrl: `${ctx.app.config.publicUrl}/api/payment-webhook.php`,
      locale: 'nl',
      sequenceType: 'oneoff',
      metadata: { paymentId: '1', userId: '1' },
      idempotencyKey: key,
      ...overrides,
    });

  it('makes one payment per idempotency key', async () => {
    const first = await payment('tp-key-1');
    const again = await payment('tp-key-1');
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'open', refundedCents: 0, mandateId: null });
  });

  it('refunds what is left of a paid payment, once per key, never more', async () => {
    const paid = await payment('tp-key-2');
    const provider = testProvider(ctx.app);
    const refund = (key: string, cents: number) =>
      provider.createRefund({
        providerPaymentId: paid.id,
        amount: { cents, currency: 'EUR' },
        description: 'withdrawal',
        idempotencyKey: key,
      });
    await expect(refund('re-0', 100)).rejects.toThrow(/cannot be refunded/);
    await choose(paid.checkoutUrl!, 'paid');
    const first = await refund('re-1', 1500);
    expect(first.status).toBe('refunded');
    expect((await refund('re-1', 1500)).id).toBe(first.id);
    await expect(refund('re-2', 1001)).rejects.toThrow(/cannot be refunded/);
    await refund('re-3', 1000);
    expect((await provider.getPayment(paid.id)).refundedCents).toBe(2500);
  });

  it('makes direct-debit mandates valid at once, except for the failing accounts', async () => {
    const provider = testProvider(ctx.app);
    const { id: customerId } = await provider.createCustomer({
      name: 'Jan Jansen',
      email: 'jan@example.com',
      metadata: { userId: '1' },
    });
    const mandate = (account: string) =>
      provider.createDirectDebitMandate({
        customerId,
        consumerName: 'Jan Jansen',
        consumerAccount: account,
        signatureDate: '2026-06-01',
        mandateReference: `REF-${account}`,
      });
    const valid = await mandate('NL13 TEST 0123 4567 89');
    expect(valid).toMatchObject({
      status: 'valid',
      method: 'directdebit',
      label: 'NL** **** **** 6789',
    });
    expect(await provider.getMandate(customerId, valid.id)).toEqual(valid);
    expect((await mandate(TEST_FAILING_ACCOUNTS[0]!)).status).toBe('invalid');
  });

  it('offers the euro-only methods only in euros', async () => {
    const methods = async (currency: string) =>
      (await testProvider(ctx.app).methods('NL', currency)).map((m) => m.id);
    expect(await methods('EUR')).toEqual([
      'ideal',
      'bancontact',
      'kbc',
      'creditcard',
      'paypal',
      'applepay',
      'banktransfer',
      'directdebit',
    ]);
    expect(await methods('GBP')).toEqual(['creditcard', 'paypal', 'applepay', 'banktransfer']);
  });
});

const KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

describe('payment configuration', () => {
  it('takes the test provider by default and checks the provider settings', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.paymentProvider).toBe('test');
    expect(config.testProvider).toEqual({
      duplicateRate: 0.3,
      webhookDelayMs: 0,
      settleDelayMs: 2000,
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER must be test or mollie/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mollie' })).toThrow(/needs MOLLIE_API_KEY/);
    // Production names its provider: the test provider's page would let anyone pay nothing.
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER must be set with NODE_ENV=production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ...PRODUCTION_SECRETS })
        .paymentProvider,
    ).toBe('test');
    expect(() => loadConfig({ TEST_PROVIDER_DUPLICATE_RATE: '2' })).toThrow(
      /TEST_PROVIDER_DUPLICATE_RATE must be from 0 to 1/,
    );
    expect(loadConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: KEY }).mollieApiKey).toBe(KEY);
  });

  it('takes Mollie when PAYMENT_PROVIDER=mollie', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: KEY,
    });
    const provider = await createPaymentProvider({
      db: undefined as never,
      unitOfWork: undefined as never,
      config,
    });
    expect(provider.name).toBe('mollie');
  });

  it('stops at start-up for a provider without an adapter', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: KEY,
    });
    await expect(
      createPaymentProvider({ db: undefined as never, unitOfWork: undefined as never, config }, {}),
    ).rejects.toThrow(/PAYMENT_PROVIDER=mollie has no adapter registered/);
  });
});
