import type { Db } from '../../db/database';

/** How far back a shown discount looks for the lowest price (price indication rules). */
export const LOWEST_PRICE_DAYS = 30;

/**
 * The packages' price history: every list price, from when. Changing a price writes the new
 * one beside the package's row, in the caller's unit of work, so the history never misses one.
 */
export class PackagePricesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Each package's lowest list price since `since`: the price in force at `since` (or its
   * first, for a package made after) and every price set after it.
   */
  async lowestSince(packageIds: readonly number[], since: string): Promise<Map<number, number>> {
    if (packageIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('credit_package_prices')
      .select(['package_id', 'price_cents', 'valid_from'])
      .where('package_id', 'in', packageIds)
      .orderBy('package_id')
      .orderBy('valid_from')
      .orderBy('id')
      .execute();
    const lowest = new Map<number, number>();
    const inForce = new Map<number, number>();
    for (const row of rows) {
      if (row.valid_from <= since) {
        // A later row before `since` replaces the earlier: only the last one was in force.
        inForce.set(row.package_id, row.price_cents);
        continue;
      }
      const known = lowest.get(row.package_id);
      lowest.set(row.package_id, Math.min(known ?? row.price_cents, row.price_cents));
    }
    for (const [id, price] of inForce) {
      lowest.set(id, Math.min(lowest.get(id) ?? price, price));
    }
    return lowest;
  }

  /** Sets a package's list price from `now` on; false when there is no such package. */
  async setPrice(packageId: number, priceCents: number, now: string): Promise<boolean> {
    const changed = await this.db
      .updateTable('credit_packages')
      .set({ price_cents: priceCents })
      .where('id', '=', packageId)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await this.db
      .insertInto('credit_package_prices')
      .values({ package_id: packageId, price_cents: priceCents, valid_from: now })
      .execute();
    return true;
  }

  /** The packages with their prices, for the command line. */
  async packages() {
    return this.db
      .selectFrom('credit_packages')
      .select(['id', 'country', 'currency', 'credits', 'price_cents', 'active'])
      .orderBy('id')
      .execute();
  }
}
