import da from './lists/da';
import de from './lists/de';
import en from './lists/en';
import es from './lists/es';
import fi from './lists/fi';
import fr from './lists/fr';
import it from './lists/it';
import nb from './lists/nb';
import nl from './lists/nl';
import pl from './lists/pl';
import sv from './lists/sv';

/** Every language's list of offensive words, for the server (pages load one: index.ts). */
export const OFFENSIVE_WORDS: Readonly<Record<string, readonly string[]>> = {
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
