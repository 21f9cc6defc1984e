import { useParams } from '@dating/platform/router';
import { Lazy, lazyScreen } from './lazy-screen';

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
