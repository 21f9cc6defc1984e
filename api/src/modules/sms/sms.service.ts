import type { Db } from '../../db/database';
import type { Tx } from '../../db/unit-of-work';
import { OutboxRepository } from '../mail/outbox.repository';
import type { SmsGateway } from './sms-gateway';
import { SmsRefusedError } from './sms-gateway';

export interface OutgoingSms {
  readonly userId: number | null;
  /** E.164: `+31612345678`. */
  readonly to: string;
  readonly text: string;
}

/** Sends an SMS as part of a unit of work: it leaves only if the work commits. */
export interface SmsSender {
  send(tx: Tx, sms: OutgoingSms): Promise<void>;
}

/** An SMS is worth sending only this long (a code expires in minutes): few, quick retries. */
export const SMS_MAX_ATTEMPTS = 5;
/** The outbox's address of a phone number: the dev mailbox lists it as `sms:+31612345678`. */
export const smsAddress = (phone: string) => `sms:${phone}`;

/**
 * SMS through the outbox, as mail goes (decision 0122, providers part): the message is an
 * email_outbox row of kind `sms` (to `sms:+31…`, subject "SMS", the text as body) written in
 * the caller's transaction with an `sms.deliver` job, which hands it to the gateway and
 * retries on failure. Without a gateway (development, tests) the outbox row is the delivery,
 * so the dev mailbox and the e2e tests read the code there.
 */
export class SmsService implements SmsSender {
  constructor(
    private readonly db: Db,
    private readonly gateway: SmsGateway | null,
    private readonly now: () => Date,
  ) {}

  async send(tx: Tx, sms: OutgoingSms): Promise<void> {
    if (!/^\+[1-9][0-9]{6,14}$/.test(sms.to)) throw new Error(`not an E.164 number: ${sms.to}`);
    const outboxId = await new OutboxRepository(tx.db).insert({
      user_id: sms.userId,
      kind: 'sms',
      to_address: smsAddress(sms.to),
      subject: 'SMS',
      text_body: sms.text,
      html_body: '',
      created_at: this.now().toISOString(),
    });
    await tx.enqueue('sms.deliver', { outboxId }, { maxAttempts: SMS_MAX_ATTEMPTS });
  }

  /** The `sms.deliver` job: sends an outbox SMS once; a failure is kept and thrown (retry). */
  async deliver({ outboxId }: { outboxId: number }): Promise<void> {
    if (!this.gateway) return;
    const outbox = new OutboxRepository(this.db);
    const sms = await outbox.byId(outboxId, 'sms');
    if (!sms || sms.sent_at) return;
    try {
      await this.gateway.send({
        to: sms.to_address.replace(/^sms:/, ''),
        text: sms.text_body,
        reference: `outbox-${sms.id}`,
      });
    } catch (error) {
      await outbox.recordError(outboxId, String(error).slice(0, 500));
      // A refusal stays refused: kept on the row, not retried.
      if (error instanceof SmsRefusedError) return;
      throw error;
    }
    await outbox.markSent(outboxId, this.now().toISOString());
  }
}
