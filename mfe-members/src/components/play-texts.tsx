import type { ReactNode } from 'react';
import { registerNamespace, useTranslation } from '@dating/platform';

/**
 * The texts of the swipe game, the match finder and the signup matches: a namespace of
 * their own, loaded with those screens' chunks, so the first visit to /members does not
 * carry them (decision 0013's budget). A language switch reloads it like any namespace.
 */
export const PLAY_NAMESPACE = 'members-play';

type Texts = { default: Record<string, unknown> };

// One chunk per language; not named `-nl-json`, so the size report does not take it for the
// area's first-visit texts (scripts/size-report.mjs), which it is not.
const texts: Record<string, () => Promise<Texts>> = {
  da: () => import('../play-locales/da.json'),
  de: () => import('../play-locales/de.json'),
  en: () => import('../play-locales/en.json'),
  es: () => import('../play-locales/es.json'),
  fi: () => import('../play-locales/fi.json'),
  fr: () => import('../play-locales/fr.json'),
  it: () => import('../play-locales/it.json'),
  nb: () => import('../play-locales/nb.json'),
  nl: () => import('../play-locales/nl.json'),
  pl: () => import('../play-locales/pl.json'),
  sv: () => import('../play-locales/sv.json'),
};

registerNamespace(PLAY_NAMESPACE, async (locale) => {
  const load = texts[locale] ?? texts.nl!;
  return (await load()).default;
});

/** `t` for these screens' own texts (the area's, e.g. `card.nameAge`, are `useTranslation()`'s). */
export function usePlayTranslation() {
  return useTranslation(PLAY_NAMESPACE);
}

/** Renders the screen once its texts are there; until then the area's loading line. */
export function WithPlayTexts({ children }: { children: ReactNode }) {
  const { ready } = useTranslation(PLAY_NAMESPACE);
  const { t } = useTranslation();
  return ready ? children : <p role="status">{t('swipe.screenLoading')}</p>;
}
