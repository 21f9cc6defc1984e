import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared-contracts';

/** A screen's chunk: its component and the namespaces to load before it renders. */
export type ScreenLoader = () => Promise<{ Screen: ComponentType; namespaces: string[] }>;

/**
 * A screen whose code and texts load on first use: the namespaces register in its chunk,
 * so the remote's entry carries neither (as mfe-chat's conversation screen). One lazy
 * component per i18n instance, so the texts load into the instance that renders them; a
 * failed import is tried again next time.
 */
export function lazyScreen(load: ScreenLoader, titleKey: string): ComponentType {
  const screens = new WeakMap<I18n, LazyExoticComponent<ComponentType>>();
  const screenFor = (i18n: I18n) => {
    const found = screens.get(i18n);
    if (found) return found;
    const screen = lazy(async () => {
      try {
        const { Screen, namespaces } = await load();
        await i18n.loadNamespaces(namespaces);
        return { default: Screen };
      } catch (error) {
        screens.delete(i18n);
        throw error;
      }
    });
    screens.set(i18n, screen);
    return screen;
  };

  function Loading() {
    const { t } = useTranslation();
    return (
      <div role="status" aria-busy="true" css={{ padding: 24, color: theme.colors.textMuted }}>
        {t(titleKey)}…
      </div>
    );
  }

  return function LazyScreen() {
    const { i18n } = useTranslation();
    const Screen = screenFor(i18n);
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  };
}
