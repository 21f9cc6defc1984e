import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fi } from './fi';
import { fr } from './fr';
import { it } from './it';
import { nb } from './nb';
import { nl, type MailTexts } from './nl';
import { pl } from './pl';
import { sv } from './sv';

export type { MailTexts } from './nl';
export type { Plural } from './plural';

/** The mail texts of the product's eleven languages. */
export const MAIL_TEXTS = { da, de, en, es, fi, fr, it, nb, nl, pl, sv } satisfies Record<
  string,
  MailTexts
>;
export type TemplateLanguage = keyof typeof MAIL_TEXTS;
export const TEMPLATE_LANGUAGES = Object.keys(MAIL_TEXTS) as TemplateLanguage[];
