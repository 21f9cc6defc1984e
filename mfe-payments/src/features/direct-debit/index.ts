export const DirectDebitScreen = () => null;
export const DIRECT_DEBIT_NAMESPACES = [] as const;
