import type { SensitiveAttribute } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';

/** The wording a consent was given to, by version: a changed text is a new version. */
export const CONSENT_WORDING: Record<SensitiveAttribute, string> = { sexuality: 'sexuality-v1' };

/**
 * A member's explicit consents for sensitive attributes: one row per consent given, ended
 * (never deleted) when withdrawn, so the export can show the whole history with its times.
 */
export class ConsentRepository {
  constructor(private readonly db: Db) {}

  /** The consents in force, by purpose, with when each was given. */
  async active(userId: number): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('member_consents')
      .select(['purpose', 'given_at'])
      .where('user_id', '=', userId)
      .where('withdrawn_at', 'is', null)
      .execute();
    return new Map(rows.map((row) => [row.purpose, row.given_at]));
  }

  async give(userId: number, purpose: SensitiveAttribute, now: string) {
    await this.db
      .insertInto('member_consents')
      .values({ user_id: userId, purpose, wording: CONSENT_WORDING[purpose], given_at: now })
      .execute();
  }

  async withdraw(userId: number, purpose: SensitiveAttribute, now: string) {
    await this.db
      .updateTable('member_consents')
      .set({ withdrawn_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('withdrawn_at', 'is', null)
      .execute();
  }
}
