import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadAccountTexts } from '../../lib/account-namespace';

// One per i18n instance: the texts load into the instance that renders them.
const screens = new WeakMap<I18n, LazyExoticComponent<ComponentType>>();

/**
 * The settings' code, then their texts, the first time the settings open (they are for
 * members only and larger than a login form; the namespaces register in the chunk, so the
 * remote's entry carries neither). A failed import is tried again next time.
 */
function settingsScreen(i18n: I18n) {
  const found = screens.get(i18n);
  if (found) return found;
  const screen = lazy(async () => {
    try {
      const module = await import('./components/settings-screen');
      await Promise.all([
        i18n.loadNamespaces([...module.SETTINGS_NAMESPACES]),
        loadAccountTexts(i18n, [module.SETTINGS_TEXTS]),
      ]);
      return { default: module.SettingsScreen };
    } catch (error) {
      screens.delete(i18n);
      throw error;
    }
  });
  screens.set(i18n, screen);
  return screen;
}

/** `/notifications`: the member's settings. */
export function SettingsRoute() {
  const { i18n } = useTranslation();
  const Screen = settingsScreen(i18n);
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
