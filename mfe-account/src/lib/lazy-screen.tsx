import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadAccountTexts, type AccountTexts } from './account-namespace';

/**
 * A screen whose code, then its texts (the part of the account namespace its module names),
 * are fetched when its route first renders: a first visit to one page (most often /login) carries neither the
 * others' code nor their texts. One per i18n instance: the texts load into the instance that
 * renders them. A failed import is tried again on the next render.
 */
export function lazyScreen(
  load: () => Promise<readonly [ComponentType, AccountTexts]>,
): ComponentType {
  const screens = new WeakMap<I18n, LazyExoticComponent<ComponentType>>();
  const screenFor = (i18n: I18n) => {
    const found = screens.get(i18n);
    if (found) return found;
    const screen = lazy(() =>
      load().then(
        async ([Screen, texts]) => {
          await loadAccountTexts(i18n, [texts]);
          return { default: Screen };
        },
        (error: unknown) => {
          screens.delete(i18n);
          throw error;
        },
      ),
    );
    screens.set(i18n, screen);
    return screen;
  };
  return function LazyScreen() {
    const { i18n } = useTranslation();
    const Screen = screenFor(i18n);
    return (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    );
  };
}
