import type { CreditPackage } from '@dating/shared-contracts/api';

/**
 * What the package would cost with a typed code of `percentage`, for display only: the
 * server prices the payment, and the provider's page shows the amount that counts.
 */
export const estimateWithCode = (pkg: CreditPackage, percentage: number): number =>
  Math.round((pkg.price_cents * (100 - Math.min(Math.max(percentage, 0), 100))) / 100);
