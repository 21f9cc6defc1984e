import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database';

export interface OutgoingMail {
  userId: number | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Every mail is written to the outbox table first (so a developer can read the activation
 * link locally, and nothing is lost when SMTP is down); with SMTP_URL it is also sent.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly now: () => Date,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const row = await this.db
      .insertInto('email_outbox')
      .values({
        user_id: mail.userId,
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        created_at: this.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!this.transport) return;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await this.db
        .updateTable('email_outbox')
        .set({ sent_at: this.now().toISOString() })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      // The request that caused the mail still succeeds; the outbox row keeps the failure.
      await this.db
        .updateTable('email_outbox')
        .set({ error: String(error).slice(0, 500) })
        .where('id', '=', row.id)
        .execute();
    }
  }

  async list(to?: string, limit = 50) {
    let query = this.db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(limit);
    if (to) query = query.where('to_address', '=', to.toLowerCase());
    return query.execute();
  }
}
