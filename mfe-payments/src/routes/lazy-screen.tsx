import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';

export type Loaded<P> = {
  readonly Screen: ComponentType<P>;
  readonly namespaces: readonly string[];
};
type Screen<P> = LazyExoticComponent<ComponentType<P>>;

/**
 * A screen's code, then its texts (its namespaces register in its chunk, so the remote's
 * entry carries neither), once per i18n instance; a failed import is tried again next time.
 */
export function lazyScreen<P extends object>(load: () => Promise<Loaded<P>>) {
  const screens = new WeakMap<I18n, Screen<P>>();
  return (i18n: I18n): Screen<P> => {
    const found = screens.get(i18n);
    if (found) return found;
    const screen = lazy(async () => {
      try {
        const { Screen, namespaces } = await load();
        await i18n.loadNamespaces([...namespaces]);
        return { default: Screen };
      } catch (error) {
        screens.delete(i18n);
        throw error;
      }
    });
    screens.set(i18n, screen);
    return screen;
  };
}

function Loading({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" css={{ padding: 24, color: theme.colors.textMuted }}>
      {t(titleKey)}…
    </div>
  );
}

interface LazyProps<P> {
  readonly screen: (i18n: I18n) => Screen<P>;
  readonly props: P;
  /** The area's name in the remote's namespace, shown while the screen loads. */
  readonly titleKey: string;
}

export function Lazy<P extends object>({ screen, props, titleKey }: LazyProps<P>) {
  const { i18n } = useTranslation();
  return (
    <Suspense fallback={<Loading titleKey={titleKey} />}>
      {createElement(screen(i18n), props)}
    </Suspense>
  );
}
