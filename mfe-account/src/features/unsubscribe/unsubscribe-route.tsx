import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

// One per i18n instance: the texts load into the instance that renders them.
const screens = new WeakMap<I18n, LazyExoticComponent<ComponentType>>();

/** The page's code, then its texts, when an unsubscribe link is opened; a failed import is tried again. */
function unsubscribeScreen(i18n: I18n) {
  const found = screens.get(i18n);
  if (found) return found;
  const screen = lazy(async () => {
    try {
      const module = await import('./components/unsubscribe-screen');
      await i18n.loadNamespaces([module.UNSUBSCRIBE_NAMESPACE]);
      return { default: module.UnsubscribeScreen };
    } catch (error) {
      screens.delete(i18n);
      throw error;
    }
  });
  screens.set(i18n, screen);
  return screen;
}

/** `/unsubscribe?token=…`: the link at the end of a notification mail (decision 0130). */
export function UnsubscribeRoute() {
  const { i18n } = useTranslation();
  const Screen = unsubscribeScreen(i18n);
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
