import { STATUS_NS } from './transactions-texts';

export { PaymentStatusScreen } from './components/payment-status-screen';
export { TransactionsScreen } from './components/transactions-screen';
export {
  ConsentCheckboxes,
  focusMissingConsent,
  isGiven,
  NO_CONSENT,
  type Consent,
} from './components/consent-checkboxes';
export * as styles from './components/styles';
export { browser } from './lib/browser';
export { formatDate, isLocalPath, methodKey } from './lib/format';
export { newIdempotencyKey } from './lib/idempotency-key';
export { STATUS_NS };

/** The namespaces these screens render with: load them before they show. */
export const STATUS_NAMESPACES = [STATUS_NS] as const;
