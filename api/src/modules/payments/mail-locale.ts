/** The languages of the payment mails and how each writes dates and money. */
export const MAIL_LOCALES = {
  da: 'da-DK',
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fi: 'fi-FI',
  fr: 'fr-FR',
  it: 'it-IT',
  nb: 'nb-NO',
  nl: 'nl-NL',
  pl: 'pl-PL',
  sv: 'sv-SE',
} as const;
export type MailLanguage = keyof typeof MAIL_LOCALES;

/** The member's language, or English for one the mails do not know. */
export const mailLanguage = (language: string): MailLanguage =>
  Object.hasOwn(MAIL_LOCALES, language) ? (language as MailLanguage) : 'en';

/** The member's date of a moment (ISO), as the site's time zone has it. */
export const mailDate = (language: MailLanguage, iso: string): string =>
  new Intl.DateTimeFormat(MAIL_LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

type CreditWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const CREDIT_WORDS: Record<MailLanguage, CreditWords> = {
  da: { one: 'kredit', other: 'kreditter' },
  de: { one: 'Credit', other: 'Credits' },
  en: { one: 'credit', other: 'credits' },
  es: { one: 'crédito', other: 'créditos' },
  fi: { one: 'krediitti', other: 'krediittiä' },
  fr: { one: 'crédit', other: 'crédits' },
  it: { one: 'credito', other: 'crediti' },
  nb: { one: 'kreditt', other: 'kreditter' },
  nl: { one: 'credit', other: 'credits' },
  pl: { one: 'kredyt', few: 'kredyty', many: 'kredytów', other: 'kredytu' },
  sv: { one: 'kredit', other: 'krediter' },
};

/** "125 credits" in the member's language, with the plural that number takes there. */
export function creditsText(language: MailLanguage, credits: number): string {
  const words = CREDIT_WORDS[language];
  const form = new Intl.PluralRules(MAIL_LOCALES[language]).select(credits);
  return `${credits} ${words[form] ?? words.other}`;
}
