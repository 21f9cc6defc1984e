import type { Db } from '../../db/database';

/** The figures of a transparency report, read for a range of times (`fromAt` to `untilAt`). */
export class TransparencyRepository {
  constructor(private readonly db: Db) {}

  /** Items of work that arrived in the range, counted by kind, source and reason. */
  async itemCounts(fromAt: string, untilAt: string) {
    const rows = await this.db
      .selectFrom('moderation_items')
      .select(['kind', 'source', 'reason', (eb) => eb.fn.countAll<number>().as('count')])
      .where('created_at', '>=', fromAt)
      .where('created_at', '<', untilAt)
      .groupBy(['kind', 'source', 'reason'])
      .execute();
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  /**
   * The decisions taken in the range and not undone (an undo takes a decision back within
   * seconds, as if it was never made), with when their item arrived.
   */
  async decisions(fromAt: string, untilAt: string) {
    const rows = await this.db
      .selectFrom('moderation_decisions')
      .innerJoin('moderation_items', 'moderation_items.id', 'moderation_decisions.item_id')
      .select([
        'moderation_decisions.action',
        'moderation_decisions.ground',
        'moderation_decisions.automated',
        'moderation_decisions.reversed_at',
        'moderation_decisions.decided_at',
        'moderation_items.kind as item_kind',
        'moderation_items.created_at as item_created_at',
      ])
      .where('moderation_decisions.decided_at', '>=', fromAt)
      .where('moderation_decisions.decided_at', '<', untilAt)
      .where('moderation_decisions.undone_at', 'is', null)
      .execute();
    return rows.map((row) => ({ ...row, automated: Number(row.automated) === 1 }));
  }

  /** The appeals made in the range, with their outcome and when it was decided. */
  async appeals(fromAt: string, untilAt: string) {
    return this.db
      .selectFrom('moderation_appeals')
      .select(['status', 'created_at', 'decided_at'])
      .where('created_at', '>=', fromAt)
      .where('created_at', '<', untilAt)
      .execute();
  }
}
