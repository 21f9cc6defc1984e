import { STATUS_NS } from './transactions-texts';

export { PaymentStatusScreen } from './components/payment-status-screen';
export { TransactionsScreen } from './components/transactions-screen';
export { STATUS_NS };

/** The namespaces these screens render with: load them before they show. */
export const STATUS_NAMESPACES = [STATUS_NS] as const;
