import { SMS_CODE_MINUTES } from '@dating/shared-contracts/api';
import type { MailSite } from '../src/modules/mail/mail-site';
import { directDebitSms } from '../src/modules/payments/direct-debit-texts';
import { receiptMail } from '../src/modules/payments/payment-receipt-mail';
import { MAIL_LOCALES } from '../src/modules/payments/withdrawal-mail';
import { withdrawalMail } from '../src/modules/payments/withdrawal-mail';

/** What each language must show: its own money and date writing, plural and method name. */
const EXPECTED = {
  da: {
    amount: '12.345,67 €',
    refund: '8,40 €',
    date: '3. marts 2026',
    credits: '125 kreditter',
    few: '3 kreditter',
    card: 'Kreditkort',
  },
  de: {
    amount: '12.345,67 €',
    refund: '8,40 €',
    date: '3. März 2026',
    credits: '125 Credits',
    few: '3 Credits',
    card: 'Kreditkarte',
  },
  en: {
    amount: '€12,345.67',
    refund: '€8.40',
    date: '3 March 2026',
    credits: '125 credits',
    few: '3 credits',
    card: 'Credit card',
  },
  es: {
    amount: '12.345,67 €',
    refund: '8,40 €',
    date: '3 de marzo de 2026',
    credits: '125 créditos',
    few: '3 créditos',
    card: 'Tarjeta de crédito',
  },
  fi: {
    amount: '12 345,67 €',
    refund: '8,40 €',
    date: '3. maaliskuuta 2026',
    credits: '125 krediittiä',
    few: '3 krediittiä',
    card: 'Luottokortti',
  },
  fr: {
    amount: '12 345,67 €',
    refund: '8,40 €',
    date: '3 mars 2026',
    credits: '125 crédits',
    few: '3 crédits',
    card: 'Carte bancaire',
  },
  it: {
    amount: '12.345,67 €',
    refund: '8,40 €',
    date: '3 marzo 2026',
    credits: '125 crediti',
    few: '3 crediti',
    card: 'Carta di credito',
  },
  nb: {
    amount: '12 345,67 €',
    refund: '8,40 €',
    date: '3. mars 2026',
    credits: '125 kreditter',
    few: '3 kreditter',
    card: 'Kredittkort',
  },
  nl: {
    amount: '€ 12.345,67',
    refund: '€ 8,40',
    date: '3 maart 2026',
    credits: '125 credits',
    few: '3 credits',
    card: 'Creditcard',
  },
  pl: {
    amount: '12 345,67 €',
    refund: '8,40 €',
    date: '3 marca 2026',
    credits: '125 kredytów',
    few: '3 kredyty',
    card: 'Karta kredytowa',
  },
  sv: {
    amount: '12 345,67 €',
    refund: '8,40 €',
    date: '3 mars 2026',
    credits: '125 krediter',
    few: '3 krediter',
    card: 'Kreditkort',
  },
} as const;
type Language = keyof typeof EXPECTED;
const LANGUAGES = Object.keys(EXPECTED) as Language[];

const INVOICE = 'INV-2026-000042';
const CODE = '739154';
const LINK = 'https://example.test/transactions/42';
const CONSENT = 'CONSENT-AS-GIVEN';
const SITE: MailSite = {
  name: 'Lovely',
  domain: 'example.test',
  baseUrl: 'https://example.test',
  from: '"Lovely" <no-reply@example.test>',
  supportEmail: null,
};

/** Intl writes (narrow) no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const receipt = (language: string) =>
  receiptMail({
    userId: 1,
    to: 'm@example.test',
    language,
    site: SITE,
    paymentId: 42,
    credits: 125,
    amountCents: 1_234_567,
    currency: 'EUR',
    method: 'creditcard',
    invoiceNumber: INVOICE,
    completedAt: '2026-03-03T10:00:00.000Z',
    consentText: CONSENT,
    link: LINK,
  });

const withdrawal = (language: string, credits = 125) =>
  withdrawalMail({
    language,
    paymentId: 42,
    boughtAt: '2026-03-03T10:00:00.000Z',
    refundCents: 840,
    currency: 'EUR',
    credits,
    site: SITE,
  });

/** The sentences of a text, without the ones every language shares (link, consent). */
const sentences = (text: string) =>
  plain(text)
    .split('\n')
    .filter((line) => line !== '' && line !== LINK && line !== CONSENT && !line.includes(LINK));

describe('payment mails and the direct-debit SMS in every language of the product', () => {
  it('covers exactly the eleven languages', () => {
    expect(Object.keys(MAIL_LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s: the receipt mail', (language) => {
    const mail = receipt(language);
    const expected = EXPECTED[language];
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\{\w+\}/);
      expect(part).toContain(INVOICE);
    }
    const text = plain(mail.text);
    for (const value of [
      expected.amount,
      expected.date,
      expected.credits,
      expected.card,
      CONSENT,
      LINK,
      '14',
    ]) {
      expect(text).toContain(value);
    }
    expect(plain(mail.html)).toContain(expected.amount);
    expect(text).not.toContain('creditcard');
    if (language !== 'en') {
      const english = receipt('en');
      expect(mail.subject).not.toBe(english.subject);
      const own = sentences(mail.text);
      for (const line of sentences(english.text)) expect(own).not.toContain(line);
    }
  });

  it.each(LANGUAGES)('%s: the withdrawal mail', (language) => {
    const mail = withdrawal(language);
    const expected = EXPECTED[language];
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
    const text = plain(mail.text);
    for (const value of [expected.refund, expected.date, expected.credits, LINK]) {
      expect(text).toContain(value);
    }
    expect(plain(withdrawal(language, 3).text)).toContain(expected.few);
    if (language !== 'en') {
      const english = withdrawal('en');
      expect(mail.subject).not.toBe(english.subject);
      const own = sentences(mail.text);
      for (const line of sentences(english.text)) expect(own).not.toContain(line);
    }
  });

  it.each(LANGUAGES)('%s: the direct-debit SMS', (language) => {
    const sms = directDebitSms(language, CODE);
    expect(sms).toContain(CODE);
    expect(sms).toContain(String(SMS_CODE_MINUTES));
    expect(sms).not.toMatch(/\{\w+\}|undefined/);
    if (language !== 'en') expect(sms).not.toBe(directDebitSms('en', CODE));
  });

  it('gives each language its own words, not another language copied', () => {
    const subjects = new Set(LANGUAGES.map((language) => receipt(language).subject));
    const refunds = new Set(LANGUAGES.map((language) => withdrawal(language).subject));
    const sms = new Set(LANGUAGES.map((language) => directDebitSms(language, CODE)));
    expect([subjects.size, refunds.size, sms.size]).toEqual([11, 11, 11]);
  });

  it('writes English for a language the product does not have', () => {
    expect(receipt('xx').subject).toBe(receipt('en').subject);
    expect(withdrawal('xx').text).toBe(withdrawal('en').text);
    expect(directDebitSms('xx', CODE)).toBe(directDebitSms('en', CODE));
    expect(directDebitSms('constructor', CODE)).toBe(directDebitSms('en', CODE));
  });
});
