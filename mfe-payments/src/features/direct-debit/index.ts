import { DIRECT_DEBIT_NS } from './direct-debit-texts';

export { DirectDebitScreen } from './components/direct-debit-screen';

export const DIRECT_DEBIT_NAMESPACES = [DIRECT_DEBIT_NS] as const;
