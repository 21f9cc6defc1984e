import { ComingSoon } from '@dating/platform';

/** `/transactions/{id?}`: the list, or one payment with its live status and withdrawal. */
export function TransactionsRoute() {
  return <ComingSoon titleKey="areas.transactions" />;
}

/** `/credits/repeat-order`: buy a previous package again. */
export function RepeatOrderRoute() {
  return <ComingSoon titleKey="areas.repeatOrder" />;
}

/** `/directdebit`: the direct-debit form and its SMS code. */
export function DirectDebitRoute() {
  return <ComingSoon titleKey="areas.directDebit" />;
}
