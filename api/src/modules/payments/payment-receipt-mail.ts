import type { MailSite } from '../mail/mail-site';
import type { OutgoingMail } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { mailLanguage } from './mail-locale';

export interface ReceiptInput {
  readonly userId: number;
  readonly to: string;
  readonly language: string;
  /** The member's site: its name, domain and From. */
  readonly site: MailSite;
  readonly paymentId: number;
  readonly credits: number;
  readonly amountCents: number;
  readonly currency: string;
  readonly method: string;
  readonly invoiceNumber: string;
  /** When it was paid (ISO). */
  readonly completedAt: string;
  /** The consent the member gave at checkout, in the words shown then. */
  readonly consentText: string;
  /** `<site baseUrl>/transactions/<id>`: where the member can withdraw. */
  readonly link: string;
}

/**
 * The receipt of a completed payment: the durable-medium confirmation (decision 0122), in
 * the member's site; a language the payment mails do not know gets English, as it did.
 */
export function receiptMail(input: ReceiptInput): OutgoingMail {
  const { site } = input;
  return {
    userId: input.userId,
    kind: 'payment_receipt',
    to: input.to,
    from: site.from,
    ...renderMail('payment_receipt', {
      language: mailLanguage(input.language),
      site,
      vars: {
        credits: input.credits,
        amountCents: input.amountCents,
        currency: input.currency,
        method: input.method,
        invoiceNumber: input.invoiceNumber,
        completedAt: input.completedAt,
        consentText: input.consentText,
        link: input.link,
      },
    }),
  };
}
