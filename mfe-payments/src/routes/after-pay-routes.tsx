import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from '@dating/platform/router';
import { theme } from '@dating/shared-contracts';

type Loaded<P> = { readonly Screen: ComponentType<P>; readonly namespaces: readonly string[] };
type Screen<P> = LazyExoticComponent<ComponentType<P>>;

/**
 * A screen's code, then its texts (its namespaces register in its chunk, so the remote's
 * entry carries neither), once per i18n instance; a failed import is tried again next time.
 */
function lazyScreen<P extends object>(load: () => Promise<Loaded<P>>) {
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

const statusScreen = lazyScreen(() =>
  import('../features/transactions').then((m) => ({
    Screen: m.PaymentStatusScreen,
    namespaces: m.STATUS_NAMESPACES,
  })),
);
const listScreen = lazyScreen(() =>
  import('../features/transactions').then((m) => ({
    Screen: m.TransactionsScreen,
    namespaces: m.STATUS_NAMESPACES,
  })),
);
const repeatScreen = lazyScreen(() =>
  import('../features/repeat-order').then((m) => ({
    Screen: m.RepeatOrderScreen,
    namespaces: m.REPEAT_NAMESPACES,
  })),
);
const directDebitScreen = lazyScreen(() =>
  import('../features/direct-debit').then((m) => ({
    Screen: m.DirectDebitScreen,
    namespaces: m.DIRECT_DEBIT_NAMESPACES,
  })),
);

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

function Lazy<P extends object>({ screen, props, titleKey }: LazyProps<P>) {
  const { i18n } = useTranslation();
  return (
    <Suspense fallback={<Loading titleKey={titleKey} />}>
      {createElement(screen(i18n), props)}
    </Suspense>
  );
}

/**
 * `/transactions/{id?}`: the list, or one payment with its live status and withdrawal. The
 * query string is never read (the provider's return URL may carry anything).
 */
export function TransactionsRoute() {
  const { id } = useParams();
  const AREA = 'areas.transactions';
  return id ? (
    <Lazy key={id} screen={statusScreen} props={{ paymentId: id }} titleKey={AREA} />
  ) : (
    <Lazy screen={listScreen} props={{}} titleKey={AREA} />
  );
}

/** `/credits/repeat-order`: buy a previous package again. */
export function RepeatOrderRoute() {
  return <Lazy screen={repeatScreen} props={{}} titleKey="areas.repeatOrder" />;
}

/** `/directdebit`: the direct-debit form and its SMS code. */
export function DirectDebitRoute() {
  return <Lazy screen={directDebitScreen} props={{}} titleKey="areas.directDebit" />;
}
