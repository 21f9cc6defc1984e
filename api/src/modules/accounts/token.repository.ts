import type { Db } from '../../db/database';
import type { TokenKind } from '../../db/database.types';

/** Single-use e-mail link tokens, stored as hashes. */
export class TokenRepository {
  constructor(private readonly db: Db) {}

  async create(
    hash: string,
    userId: number,
    kind: TokenKind,
    expiresAt: string,
    now: string,
    data: string | null = null,
  ) {
    await this.db
      .insertInto('user_tokens')
      .values({
        token_hash: hash,
        user_id: userId,
        kind,
        data,
        expires_at: expiresAt,
        created_at: now,
      })
      .execute();
  }

  /** The user id of a token that is still usable, without using it; null otherwise. */
  async usableBy(hash: string, kind: TokenKind, now: string): Promise<number | null> {
    const token = await this.db
      .selectFrom('user_tokens')
      .select(['user_id', 'used_at', 'expires_at'])
      .where('token_hash', '=', hash)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return token && token.used_at === null && token.expires_at > now ? token.user_id : null;
  }

  /** Marks the token used and returns it, or null when unknown, used, expired or of another kind. */
  async consume(hash: string, kind: TokenKind, now: string) {
    const token = await this.db
      .selectFrom('user_tokens')
      .selectAll()
      .where('token_hash', '=', hash)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!token || token.used_at !== null || token.expires_at <= now) return null;
    const result = await this.db
      .updateTable('user_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    // A concurrent request may have used it between the read and the write.
    return Number(result.numUpdatedRows) === 1 ? token : null;
  }

  async revokeAll(userId: number, kind: TokenKind, now: string) {
    await this.db
      .updateTable('user_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .execute();
  }
}
