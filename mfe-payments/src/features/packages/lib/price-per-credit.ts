import type { CreditPackage } from '@dating/shared-contracts/api';

/**
 * The price of one credit in this package, as the member pays it now. A module of its own: the
 * pricing page reads it without the package cards' code and styles.
 */
export const pricePerCredit = (pkg: CreditPackage): number =>
  pkg.credits > 0 ? pkg.amount_cents / pkg.credits : 0;
