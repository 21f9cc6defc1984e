import { compileOnce } from '../../db/compiled-query';
import type { Db } from '../../db/database';

// The auth hook runs this on every request with a session cookie: compiled once.
const liveSession = compileOnce<
  { idHash: string; now: string },
  { user_id: number; expires_at: string }
>((db, slot) =>
  db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('id_hash', '=', slot('idHash'))
    .where('expires_at', '>', slot('now')),
);

/**
 * How long an instance trusts a live session it has looked up without asking the database
 * again. The lookup was a quarter of a logged-in call's CPU (bench:api). Ending sessions here
 * drops them from this instance's cache at once; another instance behind the load balancer
 * may still accept an ended session for at most this long (decision 0108).
 */
export const SESSION_CACHE_MS = 2000;
/** Entries kept; past it the cache starts over (only sessions found live are kept). */
const SESSION_CACHE_SIZE = 10_000;

interface CachedSession {
  userId: number;
  expiresAt: string;
  /** Date.now() until which the entry may be used. */
  until: number;
}

// One cache per process rather than per repository: every path that ends a session goes
// through a SessionRepository, whichever service or transaction built it. Keys are hashes of
// random 32-byte ids, so apps sharing a process (tests) cannot see each other's entries.
const cache = new Map<string, CachedSession>();
/**
 * Counts session ends. A lookup that was waiting on the database while a session ended must
 * not put what it read into the cache (on PostgreSQL the two can interleave).
 */
let sessionEnds = 0;

function forgetSession(idHash: string) {
  sessionEnds += 1;
  cache.delete(idHash);
}

function forgetUser(userId: number) {
  sessionEnds += 1;
  for (const [idHash, entry] of cache) if (entry.userId === userId) cache.delete(idHash);
}

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async create(idHash: string, userId: number, now: string, expiresAt: string) {
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: idHash,
        user_id: userId,
        created_at: now,
        expires_at: expiresAt,
        last_seen_at: now,
      })
      .execute();
  }

  /** The user id of a live session, or null. */
  async findUserId(idHash: string, now: string): Promise<number | null> {
    const hit = cache.get(idHash);
    if (hit && hit.until > Date.now() && hit.expiresAt > now) return hit.userId;
    const endsBefore = sessionEnds;
    const [row] = await liveSession(this.db, { idHash, now });
    if (!row) {
      cache.delete(idHash);
      return null;
    }
    if (sessionEnds !== endsBefore) return row.user_id;
    if (cache.size >= SESSION_CACHE_SIZE) cache.clear();
    cache.set(idHash, {
      userId: row.user_id,
      expiresAt: row.expires_at,
      until: Date.now() + SESSION_CACHE_MS,
    });
    return row.user_id;
  }

  async markHidden(idHash: string, now: string) {
    await this.db
      .updateTable('sessions')
      .set({ hidden_at: now, last_seen_at: now })
      .where('id_hash', '=', idHash)
      .execute();
  }

  // Forgotten before and after the delete: a lookup in between still found the row.
  async delete(idHash: string) {
    forgetSession(idHash);
    await this.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    forgetSession(idHash);
  }

  async deleteAllForUser(userId: number) {
    forgetUser(userId);
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    forgetUser(userId);
  }
}

export class LoginAttemptRepository {
  constructor(private readonly db: Db) {}

  async record(email: string, succeeded: boolean, now: string) {
    await this.db
      .insertInto('login_attempts')
      .values({ email, succeeded: succeeded ? 1 : 0, created_at: now })
      .execute();
  }

  /** Failed attempts since `since`, newest first. */
  async failuresSince(email: string, since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('login_attempts')
      .select('created_at')
      .where('email', '=', email)
      .where('succeeded', '=', 0)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((r) => r.created_at);
  }

  async recordResetRequest(email: string, now: string) {
    await this.db
      .insertInto('password_reset_requests')
      .values({ email, created_at: now })
      .execute();
  }

  async resetRequestsSince(email: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('password_reset_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
