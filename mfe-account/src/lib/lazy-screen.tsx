import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from '@dating/platform';
import { loadAccountTexts, type AccountTexts } from './account-namespace';

/**
 * A route whose screen `load` fetches when the route first renders: its code, then the texts
 * it reads (a part of the account namespace, namespaces of its own), so a first visit to one
 * page (most often /login) carries neither the others' code nor their texts. One per i18n
 * instance: the texts load into the instance that renders them. A failed load is tried again
 * on the next render. `Loading` shows meanwhile; without it nothing does (a small chunk, where
 * a loading line would only flash). Every lazy route of the remote is one of these, so the
 * remote's first chunk holds this code once.
 */
export function lazyRoute(
  load: (i18n: I18n) => Promise<ComponentType>,
  Loading?: ComponentType,
): ComponentType {
  const screens = new WeakMap<I18n, LazyExoticComponent<ComponentType>>();
  const screenFor = (i18n: I18n) => {
    const found = screens.get(i18n);
    if (found) return found;
    const screen = lazy(() =>
      load(i18n).then(
        (Screen) => ({ default: Screen }),
        (error: unknown) => {
          screens.delete(i18n);
          throw error;
        },
      ),
    );
    screens.set(i18n, screen);
    return screen;
  };
  return function LazyRoute() {
    const { i18n } = useTranslation();
    const Screen = screenFor(i18n);
    return (
      <Suspense fallback={Loading ? <Loading /> : null}>
        <Screen />
      </Suspense>
    );
  };
}

/** A lazy route whose screen reads one part of the account namespace (`[Screen, part]`). */
export function lazyScreen(
  load: () => Promise<readonly [ComponentType, AccountTexts]>,
): ComponentType {
  return lazyRoute(async (i18n) => {
    const [Screen, texts] = await load();
    await loadAccountTexts(i18n, [texts]);
    return Screen;
  });
}
