import { registerNamespace } from '@dating/platform';
import da from './locales/da.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import nb from './locales/nb.json';
import nl from './locales/nl.json';
import pl from './locales/pl.json';
import sv from './locales/sv.json';

/**
 * The likes screen's texts: a namespace of their own, in the screen's chunk, so the /members
 * first visit carries none of them (a chunk per language would add its name to the remote
 * entry that a first visit loads). A language switch loads this namespace with the others.
 */
export const LIKES_NS = 'members-likes';

const TEXTS: Readonly<Record<string, Record<string, unknown>>> = {
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

export function registerLikesTexts(): void {
  registerNamespace(LIKES_NS, async (locale) => TEXTS[locale] ?? nl);
}
