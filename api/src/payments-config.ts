import type { ConfigReaders, NodeEnv } from './config-readers';

export interface TestProviderSettings {
  /** The share of webhooks delivered twice, as real providers sometimes do (0 to 1). */
  readonly duplicateRate: number;
  /** How long after a status change its webhook is posted. */
  readonly webhookDelayMs: number;
  /** How long a recurring payment (a mandate charged) takes to settle by itself. */
  readonly settleDelayMs: number;
}

export interface SmsSettings {
  readonly provider: 'outbox' | 'messagebird';
  readonly apiKey: string | undefined;
  /** The sender name or number the member sees (SMS_ORIGINATOR, at most 11 characters). */
  readonly originator: string;
  /** Another API root (SMS_API_URL): a stand-in. */
  readonly apiUrl: string | undefined;
}

/** Who takes payments and sends SMS (decision 0122), as AppConfig holds it. */
export interface PaymentsConfig {
  /** Who takes payments (PAYMENT_PROVIDER): the built-in test provider or Mollie. */
  readonly paymentProvider: 'test' | 'mollie';
  /** Mollie's API key (MOLLIE_API_KEY); required when paymentProvider is mollie. */
  readonly mollieApiKey: string | undefined;
  /** Another Mollie API root (MOLLIE_API_URL, https): a stand-in. */
  readonly mollieApiUrl: string | undefined;
  /** How the built-in test provider behaves (decision 0122-payments-core). */
  readonly testProvider: TestProviderSettings;
  /** Where SMS go: the dev outbox (default) or MessageBird (SMS_PROVIDER, SMS_API_KEY). */
  readonly sms: SmsSettings;
}

/** The payment and SMS settings of the environment, checked like the rest of the config. */
export function paymentsConfig(
  { text, int, url, oneOf, problems }: ConfigReaders,
  nodeEnv: NodeEnv,
): PaymentsConfig {
  // The test provider's page lets anyone mark a payment paid: production names its provider
  // (PAYMENT_PROVIDER=test stays possible there, said out loud, for a staging site).
  const paymentProvider = text('PAYMENT_PROVIDER') ?? (nodeEnv === 'production' ? '' : 'test');
  if (paymentProvider === '') {
    problems.push(
      'PAYMENT_PROVIDER must be set with NODE_ENV=production (mollie, or test for a staging site)',
    );
  } else if (paymentProvider !== 'test' && paymentProvider !== 'mollie') {
    problems.push(`PAYMENT_PROVIDER must be test or mollie, got "${paymentProvider}"`);
  } else if (paymentProvider === 'mollie' && !text('MOLLIE_API_KEY')) {
    problems.push('PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY');
  }
  const duplicateRateRaw = text('TEST_PROVIDER_DUPLICATE_RATE') ?? '0.3';
  const duplicateRate = Number(duplicateRateRaw);
  if (!Number.isFinite(duplicateRate) || duplicateRate < 0 || duplicateRate > 1) {
    problems.push(`TEST_PROVIDER_DUPLICATE_RATE must be from 0 to 1, got "${duplicateRateRaw}"`);
  }
  const mollieApiKey = text('MOLLIE_API_KEY');
  if (mollieApiKey !== undefined && !/^(test|live)_[A-Za-z0-9]{20,}$/.test(mollieApiKey)) {
    problems.push('MOLLIE_API_KEY must start with test_ or live_ followed by the key');
  }
  const smsProvider = oneOf('SMS_PROVIDER', ['outbox', 'messagebird'], 'outbox');
  if (smsProvider === 'messagebird' && !text('SMS_API_KEY')) {
    problems.push('SMS_PROVIDER=messagebird needs SMS_API_KEY');
  }
  const smsOriginator = text('SMS_ORIGINATOR') ?? 'Dating';
  if (!/^([A-Za-z0-9 ]{1,11}|\+?[0-9]{3,16})$/.test(smsOriginator)) {
    problems.push('SMS_ORIGINATOR must be at most 11 letters and digits, or a phone number');
  }

  return {
    paymentProvider: paymentProvider === 'mollie' ? 'mollie' : 'test',
    testProvider: {
      duplicateRate: Number.isFinite(duplicateRate) ? Math.min(1, Math.max(0, duplicateRate)) : 0.3,
      webhookDelayMs: int('TEST_PROVIDER_WEBHOOK_DELAY_MS', 0, 0, 3_600_000),
      settleDelayMs: int('TEST_PROVIDER_SETTLE_DELAY_MS', 2000, 0, 3_600_000),
    },
    mollieApiKey,
    mollieApiUrl: url('MOLLIE_API_URL', ['https:']),
    sms: {
      provider: smsProvider,
      apiKey: text('SMS_API_KEY'),
      originator: smsOriginator,
      apiUrl: url('SMS_API_URL', ['http:', 'https:']),
    },
  };
}
