import type { MailSite } from '../mail/mail-site';
import { renderMail } from '../mail/templates';
import { mailLanguage } from './mail-locale';

export {
  MAIL_LOCALES,
  creditsText,
  mailDate,
  mailLanguage,
  type MailLanguage,
} from './mail-locale';

interface WithdrawalMailInput {
  readonly language: string;
  readonly paymentId: number;
  readonly boughtAt: string;
  readonly refundCents: number;
  readonly currency: string;
  readonly credits: number;
  /** The member's site: its name, domain and the base of the orders link. */
  readonly site: MailSite;
}

/**
 * The withdrawal confirmation in the member's site and language; a language the payment
 * mails do not know gets English, as it always did.
 */
export function withdrawalMail(input: WithdrawalMailInput) {
  return renderMail('withdrawal', {
    language: mailLanguage(input.language),
    site: input.site,
    vars: {
      boughtAt: input.boughtAt,
      refundCents: input.refundCents,
      currency: input.currency,
      credits: input.credits,
      link: `${input.site.baseUrl}/transactions/${input.paymentId}`,
    },
  });
}
