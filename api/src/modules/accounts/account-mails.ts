import type { MailSite } from '../mail/mail-site';
import type { OutgoingMail } from '../mail/mailer';
import { renderMail } from '../mail/templates';

export type AccountMailKind =
  | 'activation'
  | 'password_reset'
  | 'mail_change'
  | 'mail_changed'
  | 'password_changed'
  | 'reactivation'
  | 'data_export';

interface MailInput {
  userId: number;
  to: string;
  language: string;
  /** The member's site: name, From and the base of the link. */
  site: MailSite;
  link: string;
}

/** An account mail in the member's language and site (decision 0130). */
export function accountMail(kind: AccountMailKind, input: MailInput): OutgoingMail {
  return {
    userId: input.userId,
    kind,
    to: input.to,
    from: input.site.from,
    ...renderMail(kind, { language: input.language, site: input.site, vars: { link: input.link } }),
  };
}
