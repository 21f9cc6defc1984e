import type { Locale } from '../i18n/locales';
import type { SiteEntryTexts } from './texts/shape';
import nl from './texts/nl';
import da from './texts/da';
import de from './texts/de';
import en from './texts/en';
import es from './texts/es';
import fi from './texts/fi';
import fr from './texts/fr';
import it from './texts/it';
import nb from './texts/nb';
import pl from './texts/pl';
import sv from './texts/sv';

export type { SiteEntryTexts } from './texts/shape';

/**
 * One copy, a file per language (texts/), for the shell (its `site-entry` i18n namespace, the
 * language it shows loaded when a warning shows, load-texts.ts) and for the server's first paint (decision 0128): the two must say the same, since the shell
 * takes the server's warning over without redrawing it.
 */
export const SITE_ENTRY_TEXTS: Readonly<Record<Locale, SiteEntryTexts>> = {
  nl,
  da,
  de,
  en,
  es,
  fi,
  fr,
  it,
  nb,
  pl,
  sv,
};
