import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/unit-of-work';
import { OutboxRepository } from './outbox.repository';

export interface OutgoingMail {
  userId: number | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (decision 0130). */
  headers?: Record<string, string>;
  /** The From header (the member's site, decision 0130); unset: the mailer's default. */
  from?: string;
}

/**
 * Every mail is written to the outbox table in the unit of work that causes it, with a
 * `mail.deliver` job; the job sends it through SMTP_URL and retries with backoff. Without
 * SMTP_URL the outbox is the delivery: the dev mailbox reads it.
 */
export class Mailer {
  /** The SMTP transport, made (and nodemailer loaded) with the first mail it sends. */
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly db: Db,
    private readonly smtpUrl: string | undefined,
    private readonly from: string,
    private readonly now: () => Date,
  ) {}

  private smtp(smtpUrl: string): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return this.transport;
  }

  async queue(tx: Tx, mail: OutgoingMail): Promise<void> {
    const outboxId = await new OutboxRepository(tx.db).insert({
      user_id: mail.userId,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      from_address: mail.from ?? null,
      created_at: this.now().toISOString(),
    });
    await tx.enqueue('mail.deliver', { outboxId });
  }

  /** The `mail.deliver` job: sends an outbox mail once; a failure is kept and thrown (retry). */
  async deliver({ outboxId }: { outboxId: number }): Promise<void> {
    if (!this.smtpUrl) return;
    const transport = await this.smtp(this.smtpUrl);
    const outbox = new OutboxRepository(this.db);
    const mail = await outbox.byId(outboxId);
    if (!mail || mail.sent_at) return;
    try {
      await transport.sendMail({
        from: mail.from_address ?? this.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined,
        // Stable per outbox row: a mail server can recognise a second delivery after a crash.
        messageId: `<outbox-${mail.id}.${Date.parse(mail.created_at)}@dating.invalid>`,
      });
    } catch (error) {
      await outbox.recordError(outboxId, String(error).slice(0, 500));
      throw error;
    }
    await outbox.markSent(outboxId, this.now().toISOString());
  }

  /** The address an outbox message went to (the dev mailbox's buttons name it by id). */
  addressOf(outboxId: number): Promise<string | undefined> {
    return new OutboxRepository(this.db).address(outboxId);
  }

  async list(to?: string, limit = 50) {
    return new OutboxRepository(this.db).newest(to?.toLowerCase(), limit);
  }
}
