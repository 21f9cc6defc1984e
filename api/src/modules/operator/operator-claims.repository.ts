import type { Db } from '../../db/database';

/**
 * Operators' leases on conversations with fictional profiles: one operator answers a member at
 * a time; a lease that ran out is anyone's again.
 */
export class OperatorClaimsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Holds the conversation for `staffId` until `leaseUntil`: taken when free, when the lease
   * ran out, or renewed when it is the caller's own. Whether the caller holds it now.
   */
  async claim(conversationId: number, staffId: number, now: string, leaseUntil: string) {
    const row = await this.db
      .insertInto('operator_claims')
      .values({ conversation_id: conversationId, staff_id: staffId, lease_until: leaseUntil })
      .onConflict((oc) =>
        oc
          .column('conversation_id')
          .doUpdateSet({ staff_id: staffId, lease_until: leaseUntil })
          .where((eb) =>
            eb.or([
              eb('operator_claims.staff_id', '=', staffId),
              eb('operator_claims.lease_until', '<=', now),
            ]),
          ),
      )
      .returning('staff_id')
      .executeTakeFirst();
    return row?.staff_id === staffId;
  }

  async release(conversationId: number, staffId: number): Promise<void> {
    await this.db
      .deleteFrom('operator_claims')
      .where('conversation_id', '=', conversationId)
      .where('staff_id', '=', staffId)
      .execute();
  }

  /** Who holds each of these conversations now (a live lease), with their name. */
  async holders(conversationIds: readonly number[], now: string) {
    if (conversationIds.length === 0) return new Map<number, { id: number; name: string }>();
    const rows = await this.db
      .selectFrom('operator_claims')
      .innerJoin('staff_accounts', 'staff_accounts.id', 'operator_claims.staff_id')
      .select(['operator_claims.conversation_id', 'staff_accounts.id', 'staff_accounts.name'])
      .where('operator_claims.conversation_id', 'in', conversationIds)
      .where('operator_claims.lease_until', '>', now)
      .execute();
    return new Map(rows.map((row) => [row.conversation_id, { id: row.id, name: row.name }]));
  }
}
