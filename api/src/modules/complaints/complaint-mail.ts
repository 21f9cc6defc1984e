import type { ComplaintCategory } from '@dating/shared-contracts/api';
import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../mail/mailer';
import { mailDate, mailLanguage } from '../payments/withdrawal-mail';
import { COMPLAINT_MAIL_TEXTS } from './complaint-mail-texts';

export interface ComplaintMailInput {
  readonly reporterUserId: number | null;
  readonly to: string;
  readonly name: string | null;
  readonly language: string;
  readonly siteName: string;
  readonly reference: string;
  readonly category: ComplaintCategory;
  readonly target: string;
  /** When it was received (ISO). */
  readonly receivedAt: string;
}

/**
 * The confirmation of receipt that article 16(4) DSA asks for, in the notice's language:
 * the reference, what was reported, and what happens next (decision 0126).
 */
export function complaintReceivedMail(input: ComplaintMailInput): OutgoingMail {
  const language = mailLanguage(input.language);
  const texts = COMPLAINT_MAIL_TEXTS[language];
  const values: Record<string, string> = {
    site: input.siteName,
    reference: input.reference,
    name: input.name ?? '',
    date: mailDate(language, input.receivedAt),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
  const greeting = fill(input.name ? texts.greetingNamed : texts.greeting);
  const facts = [
    `${texts.category}: ${texts.categories[input.category]}`,
    `${texts.target}: ${input.target}`,
  ];
  const paragraphs = [fill(texts.received), texts.next, texts.decision, texts.urgent];
  const closing = fill(texts.closing);
  const text = [
    greeting,
    '',
    paragraphs[0],
    '',
    ...facts,
    '',
    ...paragraphs.slice(1).flatMap((p) => [p, '']),
    closing,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(paragraphs[0]!)}</p>`,
    `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(closing).replace(/\n/g, '<br>')}</p>`,
  ].join('');
  return {
    userId: input.reporterUserId,
    kind: 'complaint_received',
    to: input.to,
    subject: fill(texts.subject),
    text,
    html,
  };
}
