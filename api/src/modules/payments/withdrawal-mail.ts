import { formatMoney } from '@dating/shared-contracts/api';
import { escapeHtml } from '../../lib/html';

interface WithdrawalMailInput {
  readonly language: string;
  readonly paymentId: number;
  readonly boughtAt: string;
  readonly refundCents: number;
  readonly currency: string;
  readonly credits: number;
  readonly siteUrl: string;
}

const LOCALES: Readonly<Record<string, string>> = { nl: 'nl-NL', en: 'en-GB' };

const TEXTS = {
  nl: {
    subject: 'Bevestiging van je herroeping',
    body: (amount: string, credits: number, date: string) => [
      'Hallo,',
      '',
      `Je hebt je aankoop van ${date} herroepen. We hebben ${credits} credits van je saldo afgeschreven en betalen ${amount} aan je terug.`,
      'Het bedrag staat binnen enkele werkdagen weer op je rekening, via de betaalmethode waarmee je betaalde.',
    ],
    orders: 'Je bestellingen',
  },
  en: {
    subject: 'Your withdrawal is confirmed',
    body: (amount: string, credits: number, date: string) => [
      'Hello,',
      '',
      `You have withdrawn from your purchase of ${date}. We have taken ${credits} credits from your balance and are refunding ${amount} to you.`,
      'The amount will be back in your account within a few working days, through the payment method you paid with.',
    ],
    orders: 'Your orders',
  },
} as const;

/** The withdrawal confirmation (a durable record of it): amount refunded and credits taken. */
export function withdrawalMail(input: WithdrawalMailInput) {
  const language = input.language === 'nl' ? 'nl' : 'en';
  const texts = TEXTS[language];
  const locale = LOCALES[language]!;
  const amount = formatMoney(input.refundCents, input.currency, locale);
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(input.boughtAt));
  const link = `${input.siteUrl}/transactions/${input.paymentId}`;
  const lines = [...texts.body(amount, input.credits, date), '', `${texts.orders}: ${link}`];
  return {
    subject: texts.subject,
    text: lines.join('\n'),
    html: lines
      .filter((line) => line !== '')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(''),
  };
}
