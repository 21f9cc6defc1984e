import type { ComplaintCategory } from '@dating/shared-contracts/api';
import type { MailSite } from '../mail/mail-site';
import type { OutgoingMail } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { mailLanguage } from '../payments/mail-locale';

export interface ComplaintMailInput {
  readonly reporterUserId: number | null;
  readonly to: string;
  readonly name: string | null;
  readonly language: string;
  /** The site of the request's host. */
  readonly site: MailSite;
  readonly reference: string;
  readonly category: ComplaintCategory;
  readonly target: string;
  /** When it was received (ISO). */
  readonly receivedAt: string;
}

/**
 * The confirmation of receipt that article 16(4) DSA asks for, in the notice's language
 * (one the mails do not know: English, as before) and the site it was filed on.
 */
export function complaintReceivedMail(input: ComplaintMailInput): OutgoingMail {
  return {
    userId: input.reporterUserId,
    kind: 'complaint_received',
    to: input.to,
    from: input.site.from,
    ...renderMail('complaint_receipt', {
      language: mailLanguage(input.language),
      site: input.site,
      vars: {
        name: input.name,
        reference: input.reference,
        category: input.category,
        target: input.target,
        receivedAt: input.receivedAt,
      },
    }),
  };
}
