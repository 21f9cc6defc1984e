import { WITHDRAWAL_DAYS, formatMoney } from '@dating/shared-contracts/api';
import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../mail/mailer';

export interface ReceiptInput {
  readonly userId: number;
  readonly to: string;
  readonly language: string;
  readonly siteName: string;
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
  /** `${publicUrl}/transactions/<id>`: where the member can withdraw. */
  readonly link: string;
}

interface Texts {
  subject: string;
  intro: string;
  package: string;
  amount: string;
  method: string;
  invoice: string;
  date: string;
  consent: string;
  withdrawal: string;
}

// Dutch first; every other language gets English until the translators deliver mail texts.
const TEXTS: Record<'nl' | 'en', Texts> = {
  nl: {
    subject: 'Je betaling bij {site}: factuur {invoice}',
    intro: 'Bedankt voor je betaling. Dit is je bevestiging; bewaar deze e-mail.',
    package: 'Pakket: {credits} credits',
    amount: 'Bedrag: {amount}',
    method: 'Betaalmethode: {method}',
    invoice: 'Factuurnummer: {invoice}',
    date: 'Datum: {date}',
    consent: 'Je toestemming bij het betalen:',
    withdrawal:
      'Herroepingsrecht: binnen {days} dagen na de betaling kun je herroepen. Je betaalt dan alleen voor wat je hebt gebruikt; de rest krijg je naar rato terug. Herroepen doe je hier:',
  },
  en: {
    subject: 'Your payment at {site}: invoice {invoice}',
    intro: 'Thank you for your payment. This is your confirmation; please keep this e-mail.',
    package: 'Package: {credits} credits',
    amount: 'Amount: {amount}',
    method: 'Payment method: {method}',
    invoice: 'Invoice number: {invoice}',
    date: 'Date: {date}',
    consent: 'The consent you gave when paying:',
    withdrawal:
      'Right of withdrawal: you may withdraw within {days} days of the payment. You then pay only for what you used; the rest is refunded pro rata. Withdraw here:',
  },
};

/** The receipt of a completed payment: the durable-medium confirmation (decision 0122). */
export function receiptMail(input: ReceiptInput): OutgoingMail {
  const nl = input.language === 'nl';
  const texts = nl ? TEXTS.nl : TEXTS.en;
  const locale = nl ? 'nl-NL' : 'en-GB';
  const values: Record<string, string> = {
    site: input.siteName,
    invoice: input.invoiceNumber,
    credits: String(input.credits),
    amount: formatMoney(input.amountCents, input.currency, locale),
    method: input.method,
    date: new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date(input.completedAt)),
    days: String(WITHDRAWAL_DAYS),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
  const facts = [texts.package, texts.amount, texts.method, texts.invoice, texts.date].map(fill);
  const text = [
    fill(texts.intro),
    '',
    ...facts,
    '',
    texts.consent,
    input.consentText,
    '',
    fill(texts.withdrawal),
    input.link,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(fill(texts.intro))}</p>`,
    `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(texts.consent)}</p>`,
    `<blockquote>${escapeHtml(input.consentText).replace(/\n/g, '<br>')}</blockquote>`,
    `<p>${escapeHtml(fill(texts.withdrawal))} <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
  ].join('');
  return {
    userId: input.userId,
    kind: 'payment_receipt',
    to: input.to,
    subject: fill(texts.subject),
    text,
    html,
  };
}
