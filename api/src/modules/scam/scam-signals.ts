import { firstWordIn } from '@dating/shared-contracts/api';

/** What a first message or a profile may show that scammers use. */
export type ScamSignal =
  | 'link'
  | 'phone'
  | 'email'
  | 'iban'
  | 'payment_app'
  | 'off_site'
  | 'money'
  | 'same_text_to_many'
  | 'shared_photo'
  | 'shared_signup_address';

/**
 * How much each signal adds to a score (100 is certain). One contact detail alone is common
 * among honest members, so it stays under the review threshold (50); two, or one with a
 * request for money, go to a moderator.
 */
export const SIGNAL_WEIGHTS: Readonly<Record<ScamSignal, number>> = {
  link: 30,
  phone: 30,
  email: 25,
  iban: 60,
  payment_app: 35,
  off_site: 20,
  money: 20,
  same_text_to_many: 50,
  shared_photo: 60,
  shared_signup_address: 50,
};

export const scoreOf = (signals: readonly ScamSignal[]): number =>
  Math.min(
    100,
    [...new Set(signals)].reduce((sum, signal) => sum + SIGNAL_WEIGHTS[signal], 0),
  );

const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|nl|be|de|net|org|info|io|me|ly|app|site|online|xyz|ru)\b(?:\/\S*)?/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
/** Eight or more digits, with the spaces, dots, dashes and brackets people type between them. */
const PHONE = /(?:\+|00)?\d[\d\s().-]{6,}\d/;
const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?\b/gi;

/** An IBAN's check digits hold (ISO 13616 mod 97): a typed bank account, not any code. */
export function isIban(candidate: string): boolean {
  const iban = candidate.replace(/\s/g, '').toUpperCase();
  if (iban.length < 15 || iban.length > 34) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** Payment apps and ways to send money that leave no trace a bank can undo. */
const PAYMENT_APPS = [
  'paypal',
  'tikkie',
  'revolut',
  'bunq',
  'western union',
  'moneygram',
  'bitcoin',
  'btc',
  'crypto',
  'usdt',
  'ethereum',
  'venmo',
  'cash app',
  'cashapp',
  'skrill',
  'zelle',
  'gift card',
  'giftcard',
  'cadeaukaart',
  'steam card',
  'itunes card',
  'google play card',
  'paysafecard',
  'amazon card',
];
/** Ways to take the talk elsewhere. */
const OFF_SITE = [
  'whatsapp',
  'whats app',
  'telegram',
  'snapchat',
  'snap',
  'signal app',
  'kik',
  'instagram',
  'insta',
  'facebook',
  'messenger',
  'skype',
  'wechat',
  'viber',
];
/** Asking for money, in the site's languages. */
const MONEY = [
  'geld',
  'lenen',
  'leen',
  'overmaken',
  'money',
  'loan',
  'lend',
  'send me',
  'geld leihen',
  'überweisen',
  'uberweisen',
  'argent',
  'prêter',
  'preter',
  'virement',
  'dinero',
  'préstamo',
  'prestamo',
  'soldi',
  'prestito',
  'pieniądze',
  'pieniadze',
  'pożyczka',
  'pozyczka',
  'penge',
  'pengar',
  'rahaa',
  'lainaa',
  'bank account',
  'bankrekening',
  'euro',
  'euros',
  'dollar',
  'dollars',
  'bankkonto',
  'rekeningnummer',
  'creditcard',
  'credit card',
];

/** The signals a text shows on its own (without who else it went to). */
export function textSignals(text: string): ScamSignal[] {
  const signals: ScamSignal[] = [];
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gi'), ' ');
  if (EMAIL.test(text)) signals.push('email');
  if (LINK.test(withoutEmails)) signals.push('link');
  const ibans = text.match(IBAN) ?? [];
  const hasIban = ibans.some(isIban);
  if (hasIban) signals.push('iban');
  const digits = (PHONE.exec(hasIban ? text.replace(IBAN, ' ') : text)?.[0] ?? '').replace(
    /\D/g,
    '',
  );
  if (digits.length >= 8 && digits.length <= 15) signals.push('phone');
  if (firstWordIn(text, PAYMENT_APPS) !== null) signals.push('payment_app');
  if (firstWordIn(text, OFF_SITE) !== null) signals.push('off_site');
  if (firstWordIn(text, MONEY) !== null) signals.push('money');
  return signals;
}

/**
 * Whether the reader is warned: the message asks to go on elsewhere (another app, a phone
 * number, an address) or for money.
 */
export const isCaution = (signals: readonly ScamSignal[]): boolean =>
  signals.some((signal) =>
    ['off_site', 'phone', 'email', 'money', 'payment_app', 'iban'].includes(signal),
  );
