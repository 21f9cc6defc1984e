import type { SmsSettings } from '../../config';

/** One text message to send now; `reference` is ours (the outbox row), shown in reports. */
export interface SmsMessage {
  /** E.164: `+31612345678`. */
  readonly to: string;
  readonly text: string;
  readonly reference: string;
}

/** An SMS provider's API. A failure throws: the `sms.deliver` job tries again later. */
export interface SmsGateway {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** A gateway's answer that a retry will not change (a refused number, a wrong key). */
export class SmsRefusedError extends Error {}

const MESSAGEBIRD_URL = 'https://rest.messagebird.com';
/** Give up on a request after this long; the job retries. */
const TIMEOUT_MS = 10_000;

/**
 * MessageBird's REST API (`POST /messages`, `Authorization: AccessKey …`): one recipient a
 * message, the number without its plus, our reference kept with it.
 */
export class MessageBirdGateway implements SmsGateway {
  readonly name = 'messagebird';

  constructor(
    private readonly apiKey: string,
    private readonly originator: string,
    private readonly apiUrl: string = MESSAGEBIRD_URL,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(`${this.apiUrl.replace(/\/$/, '')}/messages`, {
      method: 'POST',
      headers: {
        authorization: `AccessKey ${this.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        originator: this.originator,
        recipients: [message.to.replace(/^\+/, '')],
        body: message.text,
        reference: message.reference,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 201 || response.status === 200) return;
    const detail = (await response.text()).slice(0, 300);
    const failure = `MessageBird answered ${response.status}: ${detail}`;
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      throw new SmsRefusedError(failure);
    }
    throw new Error(failure);
  }
}

/** The gateway of the configuration; null for `outbox`: the dev outbox is the delivery. */
export function createSmsGateway(settings: SmsSettings): SmsGateway | null {
  if (settings.provider === 'messagebird' && settings.apiKey) {
    return new MessageBirdGateway(settings.apiKey, settings.originator, settings.apiUrl);
  }
  return null;
}
