import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

// One per i18n instance: the texts load into the instance that renders them.
const screens = new WeakMap<I18n, LazyExoticComponent<ComponentType>>();

/** The page's code, then its texts, when the page is opened; a failed import is tried again. */
function verificationScreen(i18n: I18n) {
  const found = screens.get(i18n);
  if (found) return found;
  const screen = lazy(async () => {
    try {
      const module = await import('./components/verification-screen');
      await i18n.loadNamespaces([module.VERIFICATION_NAMESPACE]);
      return { default: module.VerificationScreen };
    } catch (error) {
      screens.delete(i18n);
      throw error;
    }
  });
  screens.set(i18n, screen);
  return screen;
}

/** `/verify`: the member's verification with a selfie. */
export function VerificationRoute() {
  const { i18n } = useTranslation();
  const Screen = verificationScreen(i18n);
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
