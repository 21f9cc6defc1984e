import type { Locale } from '@dating/shared-contracts';
import type { StaticPageName } from '../lib/pages';
import da from './da/aliases.json';
import de from './de/aliases.json';
import en from './en/aliases.json';
import es from './es/aliases.json';
import fi from './fi/aliases.json';
import fr from './fr/aliases.json';
import it from './it/aliases.json';
import nb from './nb/aliases.json';
import nl from './nl/aliases.json';
import pl from './pl/aliases.json';
import sv from './sv/aliases.json';

/**
 * Each written language's own address for every page (`/algemene-voorwaarden`, `/agb`),
 * served at `/{alias}`: a translation adds its `aliases.json` here with its page files.
 */
export const PAGE_ALIASES: Partial<Record<Locale, Readonly<Record<StaticPageName, string>>>> = {
  da,
  de,
  en,
  es,
  fi,
  fr,
  it,
  nb,
  nl,
  pl,
  sv,
};
