import nock from 'nock';
import { loadConfig } from '../src/config';
import { AppError } from '../src/lib/app-error';
import { ProviderUnavailableError } from '../src/modules/payments/payment-provider';
import { MollieProvider, mollieFromConfig } from '../src/modules/payments/mollie/mollie-provider';
import { centsOf, maskedIban, mollieAmount } from '../src/modules/payments/mollie/mollie-mapping';

/*
 * The Mollie adapter against an interceptor answering Mollie's JSON (the official client
 * only speaks https with the public CAs, so an interceptor stands in, as in Mollie's own
 * tests): what it sends, and how it reads the answers.
 */
const API = 'https://mollie.stand-in.test/v2/';
const KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

const paymentJson = (overrides: Record<string, unknown> = {}) => ({
  resource: 'payment',
  id: 'tr_WDqYK6vllg',
  mode: 'test',
  createdAt: '2026-06-01T12:00:00+00:00',
  amount: { value: '12.50', currency: 'EUR' },
  description: 'Credits',
  method: 'ideal',
  metadata: { paymentId: '7', userId: '3' },
  status: 'open',
  isCancelable: false,
  expiresAt: '2026-06-01T12:15:00+00:00',
  profileId: 'pfl_QkEhN94Ba',
  sequenceType: 'oneoff',
  redirectUrl: 'https://site.test/payment/7',
  webhookUrl: 'https://site.test/api/payment-webhook.php',
  _links: {
    self: { href: `${API}payments/tr_WDqYK6vllg`, type: 'application/hal+json' },
    checkout: {
      href: 'https://www.mollie.com/checkout/select-issuer/ideal/WDqYK6vllg',
      type: 'text/html',
    },
  },
  ...overrides,
});

describe('MollieProvider', () => {
  const mollie = new MollieProvider({ apiKey: KEY, apiUrl: API });

  beforeAll(() => nock.disableNetConnect());
  afterEach(() => {
    const pending = nock.pendingMocks();
    nock.cleanAll();
    expect(pending).toEqual([]);
  });
  afterAll(() => nock.enableNetConnect());

  it('creates a payment with the key, the amount as a string, urls, method and idempotency key', async () => {
    let sent: Record<string, unknown> | undefined;
    nock(API, {
      reqheaders: {
        authorization: `Bearer ${KEY}`,
        'idempotency-key': 'pay-7-abcdefgh',
      },
    })
      .post('/payments', (body) => {
        sent = body as Record<string, unknown>;
        return true;
      })
      .reply(201, paymentJson());

    const payment = await mollie.createPayment({
      amount: { cents: 1250, currency: 'EUR' },
      description: 'Credits',
      method: 'ideal',
      redirectUrl: 'https://site.test/payment/7',
      webhookUrl: 'https://site.test/api/payment-webhook.php',
      locale: 'nl',
      sequenceType: 'oneoff',
      metadata: { paymentId: '7', userId: '3' },
      idempotencyKey: 'pay-7-abcdefgh',
    });
    expect(sent).toEqual({
      amount: { currency: 'EUR', value: '12.50' },
      description: 'Credits',
      redirectUrl: 'https://site.test/payment/7',
      webhookUrl: 'https://site.test/api/payment-webhook.php',
      locale: 'nl_NL',
      method: 'ideal',
      sequenceType: 'oneoff',
      metadata: { paymentId: '7', userId: '3' },
    });
    expect(payment).toEqual({
      id: 'tr_WDqYK6vllg',
      status: 'open',
      amount: { cents: 1250, currency: 'EUR' },
      method: 'ideal',
      checkoutUrl: 'https://www.mollie.com/checkout/select-issuer/ideal/WDqYK6vllg',
      customerId: null,
      mandateId: null,
      payerLabel: null,
      metadata: { paymentId: '7', userId: '3' },
      refundedCents: 0,
    });
  });

  it('sends the bank chosen here with a KBC/CBC payment and reads the method back', async () => {
    let sent: Record<string, unknown> | undefined;
    nock(API)
      .post('/payments', (body) => {
        sent = body as Record<string, unknown>;
        return true;
      })
      .reply(201, paymentJson({ method: 'kbc' }));
    const payment = await mollie.createPayment({
      amount: { cents: 1250, currency: 'EUR' },
      description: '50 credits',
      method: 'kbc',
      issuer: 'cbc',
      redirectUrl: 'https://site.test/payment/7',
      webhookUrl: 'https://site.test/api/payment-webhook.php',
      locale: 'fr',
      sequenceType: 'oneoff',
      metadata: { paymentId: '7', userId: '3' },
      idempotencyKey: 'pay-7-kbc',
    });
    expect(sent).toMatchObject({ method: 'kbc', issuer: 'cbc', locale: 'fr_FR' });
    expect(payment.method).toBe('kbc');
  });

  it('charges a mandate: a recurring payment with customer and mandate, no checkout', async () => {
    let sent: Record<string, unknown> | undefined;
    nock(API)
      .post('/payments', (body) => {
        sent = body as Record<string, unknown>;
        return true;
      })
      .reply(
        201,
        paymentJson({
          method: 'directdebit',
          status: 'pending',
          sequenceType: 'recurring',
          customerId: 'cst_8wmqcHMN4U',
          mandateId: 'mdt_pWUnw6pkBN',
          details: { consumerName: 'J. de Vries', consumerAccount: 'NL55INGB0000000000' },
          _links: { self: { href: `${API}payments/tr_WDqYK6vllg`, type: 'application/hal+json' } },
        }),
      );
    const payment = await mollie.createPayment({
      amount: { cents: 2500, currency: 'EUR' },
      description: 'Credits',
      method: 'directdebit',
      redirectUrl: 'https://site.test/payment/8',
      webhookUrl: 'https://site.test/api/payment-webhook.php',
      locale: 'en',
      sequenceType: 'recurring',
      customerId: 'cst_8wmqcHMN4U',
      mandateId: 'mdt_pWUnw6pkBN',
      metadata: { paymentId: '8', userId: '3' },
      idempotencyKey: 'dd-12-abcdefgh',
    });
    expect(sent).toMatchObject({
      amount: { currency: 'EUR', value: '25.00' },
      method: 'directdebit',
      locale: 'en_GB',
      sequenceType: 'recurring',
      customerId: 'cst_8wmqcHMN4U',
      mandateId: 'mdt_pWUnw6pkBN',
    });
    expect(payment).toMatchObject({
      status: 'pending',
      method: 'directdebit',
      checkoutUrl: null,
      customerId: 'cst_8wmqcHMN4U',
      mandateId: 'mdt_pWUnw6pkBN',
      payerLabel: 'NL** **** **** 0000',
    });
  });

  it('reads a paid card payment and what was refunded', async () => {
    nock(API)
      .get('/payments/tr_WDqYK6vllg')
      .reply(
        200,
        paymentJson({
          status: 'paid',
          method: 'creditcard',
          amountRefunded: { value: '5.25', currency: 'EUR' },
          details: { cardNumber: '4242', cardLabel: 'Visa', cardHolder: 'J. de Vries' },
        }),
      );
    expect(await mollie.getPayment('tr_WDqYK6vllg')).toMatchObject({
      status: 'paid',
      method: 'creditcard',
      checkoutUrl: null,
      payerLabel: 'Visa •••• 4242',
      refundedCents: 525,
    });
  });

  it('refunds part of a payment under our idempotency key', async () => {
    let sent: Record<string, unknown> | undefined;
    nock(API, { reqheaders: { 'idempotency-key': 'withdraw-7' } })
      .post('/payments/tr_WDqYK6vllg/refunds', (body) => {
        sent = body as Record<string, unknown>;
        return true;
      })
      .reply(201, {
        resource: 'refund',
        id: 're_4qqhO89gsT',
        amount: { currency: 'EUR', value: '7.49' },
        status: 'pending',
        createdAt: '2026-06-02T12:00:00+00:00',
        description: 'Withdrawal',
        paymentId: 'tr_WDqYK6vllg',
        _links: {},
      });
    const refund = await mollie.createRefund({
      providerPaymentId: 'tr_WDqYK6vllg',
      amount: { cents: 749, currency: 'EUR' },
      description: 'Withdrawal',
      idempotencyKey: 'withdraw-7',
    });
    expect(sent).toEqual({ amount: { currency: 'EUR', value: '7.49' }, description: 'Withdrawal' });
    expect(refund).toEqual({ id: 're_4qqhO89gsT', status: 'pending' });
  });

  it('makes a customer and a SEPA mandate, and reads the mandate back', async () => {
    const bodies: Record<string, unknown>[] = [];
    const mandateJson = {
      resource: 'mandate',
      id: 'mdt_pWUnw6pkBN',
      mode: 'test',
      status: 'valid',
      method: 'directdebit',
      details: {
        consumerName: 'J. de Vries',
        consumerAccount: 'NL91ABNA0417164300',
        consumerBic: 'ABNANL2A',
      },
      mandateReference: 'DD-3-12',
      signatureDate: '2026-06-01',
      createdAt: '2026-06-01T12:00:00+00:00',
      _links: {},
    };
    nock(API)
      .post('/customers', (body) => bodies.push(body as Record<string, unknown>) > 0)
      .reply(201, { resource: 'customer', id: 'cst_8wmqcHMN4U', _links: {} })
      .post('/customers/cst_8wmqcHMN4U/mandates', (body) => {
        bodies.push(body as Record<string, unknown>);
        return true;
      })
      .matchHeader('idempotency-key', 'mandate-DD-3-12')
      .reply(201, mandateJson)
      .get('/customers/cst_8wmqcHMN4U/mandates/mdt_pWUnw6pkBN')
      .reply(200, { ...mandateJson, status: 'invalid' });

    const customer = await mollie.createCustomer({
      name: 'J. de Vries',
      email: 'j@example.nl',
      metadata: { userId: '3' },
    });
    expect(customer).toEqual({ id: 'cst_8wmqcHMN4U' });
    const mandate = await mollie.createDirectDebitMandate({
      customerId: customer.id,
      consumerName: 'J. de Vries',
      consumerAccount: 'NL91ABNA0417164300',
      signatureDate: '2026-06-01',
      mandateReference: 'DD-3-12',
    });
    expect(bodies).toEqual([
      { name: 'J. de Vries', email: 'j@example.nl', metadata: { userId: '3' } },
      {
        method: 'directdebit',
        consumerName: 'J. de Vries',
        consumerAccount: 'NL91ABNA0417164300',
        signatureDate: '2026-06-01',
        mandateReference: 'DD-3-12',
      },
    ]);
    expect(mandate).toEqual({
      id: 'mdt_pWUnw6pkBN',
      status: 'valid',
      method: 'directdebit',
      label: 'NL** **** **** 4300',
    });
    expect(await mollie.getMandate('cst_8wmqcHMN4U', 'mdt_pWUnw6pkBN')).toMatchObject({
      status: 'invalid',
    });
  });

  it('lists the methods of a country and currency, ours only, with issuers where chosen here', async () => {
    let query: Record<string, unknown> | undefined;
    nock(API)
      .get('/methods')
      .query((q) => {
        query = q;
        return true;
      })
      .reply(200, {
        count: 4,
        _embedded: {
          methods: [
            {
              resource: 'method',
              id: 'ideal',
              description: 'iDEAL',
              issuers: [{ resource: 'issuer', id: 'ideal_ABNANL2A', name: 'ABN AMRO' }],
              _links: {},
            },
            {
              resource: 'method',
              id: 'kbc',
              description: 'KBC/CBC',
              issuers: [{ resource: 'issuer', id: 'kbc', name: 'KBC' }],
              _links: {},
            },
            { resource: 'method', id: 'creditcard', description: 'Card', _links: {} },
            { resource: 'method', id: 'bancontact', description: 'Bancontact', _links: {} },
          ],
        },
        _links: {},
      });
    expect(await mollie.methods('BE', 'EUR')).toEqual([
      { id: 'ideal', issuers: [] },
      { id: 'kbc', issuers: [{ id: 'kbc', name: 'KBC' }] },
      { id: 'creditcard', issuers: [] },
      { id: 'bancontact', issuers: [] },
    ]);
    expect(query).toMatchObject({
      billingCountry: 'BE',
      include: 'issuers',
      includeWallets: 'applepay',
      'amount[currency]': 'EUR',
      'amount[value]': '10.00',
    });
  });

  it('is unavailable when Mollie fails (5xx after its retries, or no answer)', async () => {
    nock(API)
      .get('/payments/tr_down')
      .times(3)
      .reply(
        503,
        { status: 503, title: 'Service Unavailable', detail: 'Down' },
        { 'Retry-After': '0' },
      );
    await expect(mollie.getPayment('tr_down')).rejects.toBeInstanceOf(ProviderUnavailableError);

    // Nothing listens on port 9 of this machine: the connection is refused.
    nock.enableNetConnect('127.0.0.1:9');
    const unreachable = new MollieProvider({ apiKey: KEY, apiUrl: 'https://127.0.0.1:9/v2/' });
    await expect(unreachable.getPayment('tr_gone')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    nock.disableNetConnect();
  });

  it('turns a refusal (4xx) into an error the member can read', async () => {
    nock(API)
      .post('/payments')
      .reply(422, {
        status: 422,
        title: 'Unprocessable Entity',
        detail: 'The payment method is not active in your website profile.',
        field: 'method',
      })
      .post('/payments')
      .reply(422, {
        status: 422,
        title: 'Unprocessable Entity',
        detail: 'The amount is lower than the minimum',
        field: 'amount',
      });
    const create = () =>
      mollie.createPayment({
        amount: { cents: 1250, currency: 'EUR' },
        description: 'Credits',
        method: 'applepay',
        redirectUrl: 'https://site.test/payment/7',
        webhookUrl: 'https://site.test/api/payment-webhook.php',
        locale: 'de',
        sequenceType: 'oneoff',
        metadata: { paymentId: '7', userId: '3' },
        idempotencyKey: 'pay-7-abcdefgh',
      });
    await expect(create()).rejects.toMatchObject({ statusCode: 422, code: 'method_unavailable' });
    const refused = await create().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 502,
      code: 'payment_failed',
      params: { provider_status: 422, field: 'amount' },
    });
  });
});

describe('Mollie amounts, labels and configuration', () => {
  it('writes and reads amounts without float rounding', () => {
    expect(mollieAmount({ cents: 5, currency: 'EUR' })).toEqual({ currency: 'EUR', value: '0.05' });
    expect(mollieAmount({ cents: 1999, currency: 'GBP' }).value).toBe('19.99');
    expect(mollieAmount({ cents: 57500, currency: 'SEK' }).value).toBe('575.00');
    expect(() => mollieAmount({ cents: 12.5, currency: 'EUR' })).toThrow();
    expect(() => mollieAmount({ cents: 100, currency: 'JPY' })).toThrow();
    expect(centsOf('0.10')).toBe(10);
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('1234.56')).toBe(123456);
    expect(centsOf(undefined)).toBe(0);
  });

  it('masks an IBAN to its country and last four digits', () => {
    expect(maskedIban('nl91 abna 0417 1643 00')).toBe('NL** **** **** 4300');
  });

  it('takes MOLLIE_API_KEY only as test_ or live_, and MOLLIE_API_URL only over https', () => {
    const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
    expect(load({ MOLLIE_API_KEY: KEY }).mollieApiKey).toBe(KEY);
    expect(load({}).mollieApiKey).toBeUndefined();
    expect(() => load({ MOLLIE_API_KEY: 'sk_live_abcdefghijklmnopqrstuvwxyz' })).toThrow(
      /MOLLIE_API_KEY/,
    );
    expect(() => load({ MOLLIE_API_KEY: 'test_short' })).toThrow(/MOLLIE_API_KEY/);
    expect(load({ MOLLIE_API_URL: API }).mollieApiUrl).toBe(API);
    expect(() => load({ MOLLIE_API_URL: 'http://127.0.0.1:9/v2/' })).toThrow(/MOLLIE_API_URL/);
    expect(mollieFromConfig(load({}))).toBeNull();
    expect(mollieFromConfig(load({ MOLLIE_API_KEY: KEY }))?.name).toBe('mollie');
  });
});
