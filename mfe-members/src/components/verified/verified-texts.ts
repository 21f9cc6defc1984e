import { registerNamespace } from '@dating/platform';

/**
 * The verified badge's and filter's texts: a namespace of their own, loaded with the badge's
 * or a filter's chunk, so a first visit to /members carries none of them (decision 0013).
 */
export const VERIFIED_NS = 'members-verified';

type Texts = { default: Record<string, unknown> };

// One chunk per language; not named `-nl-json`, so the size report does not count it as the
// area's first-visit texts (scripts/size-report.mjs), which it is not.
const texts: Record<string, () => Promise<Texts>> = {
  da: () => import('./texts/da.json'),
  de: () => import('./texts/de.json'),
  en: () => import('./texts/en.json'),
  es: () => import('./texts/es.json'),
  fi: () => import('./texts/fi.json'),
  fr: () => import('./texts/fr.json'),
  it: () => import('./texts/it.json'),
  nb: () => import('./texts/nb.json'),
  nl: () => import('./texts/nl.json'),
  pl: () => import('./texts/pl.json'),
  sv: () => import('./texts/sv.json'),
};

registerNamespace(VERIFIED_NS, async (locale) => (await (texts[locale] ?? texts.nl!)()).default);
