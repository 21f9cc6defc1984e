import type { ComplaintCategory } from '@dating/shared-contracts/api';
import type { MailSite } from '../mail/mail-site';
import { paragraph, type MailContent } from '../mail/templates/layout';
import { mailDate, type MailLanguage } from '../payments/mail-locale';
import { COMPLAINT_MAIL_TEXTS } from './complaint-mail-texts';

export interface ComplaintVars {
  readonly name: string | null;
  readonly reference: string;
  readonly category: ComplaintCategory;
  readonly target: string;
  readonly receivedAt: string;
}

/**
 * The confirmation of receipt that article 16(4) DSA asks for: the reference, what was
 * reported, and what happens next (decision 0126).
 */
export function complaintContent(
  language: MailLanguage,
  site: MailSite,
  vars: ComplaintVars,
): MailContent {
  const texts = COMPLAINT_MAIL_TEXTS[language];
  const values: Record<string, string> = {
    site: site.name,
    reference: vars.reference,
    name: vars.name ?? '',
    date: mailDate(language, vars.receivedAt),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
  const subject = fill(texts.subject);
  return {
    subject,
    heading: subject,
    blocks: [
      paragraph(fill(vars.name ? texts.greetingNamed : texts.greeting)),
      paragraph(fill(texts.received)),
      {
        kind: 'list',
        items: [
          `${texts.category}: ${texts.categories[vars.category]}`,
          `${texts.target}: ${vars.target}`,
        ],
      },
      paragraph(texts.next),
      paragraph(texts.decision),
      paragraph(texts.urgent),
      paragraph(fill(texts.closing)),
    ],
  };
}
