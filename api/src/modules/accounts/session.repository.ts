import { liveSessionIdOfHash } from '../live/live-hub';
import { compileOnce } from '../../db/compiled-query';
import type { Db } from '../../db/database';
import type { UserTable } from '../../db/database.types';
import { newSessionPublicId } from '../../lib/tokens';

/** The most of a browser's user agent a session keeps: enough to name the device. */
export const USER_AGENT_LENGTH = 300;

/** A session as its owner's sessions list shows it (decision 0118). */
export interface ListedSession {
  id_hash: string;
  public_id: string;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
}

/** A live session as the auth hook needs it. */
export interface LiveSession {
  user_id: number;
  expires_at: string;
  last_seen_at: string;
  status: UserTable['status'];
}

// The auth hook runs this on every request with a session cookie: compiled once. The
// user's status comes along (by primary key) for `activated` routes and deleted accounts.
const liveSession = compileOnce<{ idHash: string; now: string }, LiveSession>((db, slot) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'sessions.expires_at', 'sessions.last_seen_at', 'users.status'])
    .where('sessions.id_hash', '=', slot('idHash'))
    .where('sessions.expires_at', '>', slot('now')),
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

/** A live session this instance looked up, as every request of its browser reads it. */
export interface CachedSession {
  readonly session: LiveSession;
  /** Date.now() until which the entry may be used. */
  readonly until: number;
  /** Its expiry and last use in milliseconds: parsed once, not on every request. */
  readonly expiresMs: number;
  readonly lastSeenMs: number;
  /** Who it is, as the auth hook hands it on. */
  readonly user: { readonly userId: number; readonly status: UserTable['status'] };
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

/** Drops the user's cached sessions: they ended, or the account's status changed. */
export function forgetUser(userId: number) {
  sessionEnds += 1;
  for (const [idHash, entry] of cache) if (entry.session.user_id === userId) cache.delete(idHash);
}

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async create(
    idHash: string,
    userId: number,
    now: string,
    expiresAt: string,
    userAgent: string | null = null,
  ) {
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: idHash,
        user_id: userId,
        created_at: now,
        expires_at: expiresAt,
        last_seen_at: now,
        public_id: newSessionPublicId(),
        user_agent: userAgent ? userAgent.slice(0, USER_AGENT_LENGTH) : null,
      })
      .execute();
    await this.markActive(userId, now);
  }

  /** The member's profile ranks as recently active in the search (decision 0112). */
  private async markActive(userId: number, now: string) {
    await this.db
      .updateTable('profiles')
      .set({ last_active_at: now })
      .where('user_id', '=', userId)
      .execute();
  }

  /**
   * A session that has not expired, with its user's status and when it was last used: from
   * this instance's cache when it looked the session up less than SESSION_CACHE_MS ago.
   */
  async find(idHash: string, now: string): Promise<LiveSession | undefined> {
    const hit = this.cached(idHash, Date.parse(now));
    if (hit) return hit.session;
    const endsBefore = sessionEnds;
    const [row] = await liveSession(this.db, { idHash, now });
    if (!row) {
      cache.delete(idHash);
      return undefined;
    }
    if (sessionEnds !== endsBefore) return row;
    if (cache.size >= SESSION_CACHE_SIZE) cache.clear();
    cache.set(idHash, {
      session: row,
      until: Date.now() + SESSION_CACHE_MS,
      expiresMs: Date.parse(row.expires_at),
      lastSeenMs: Date.parse(row.last_seen_at),
      user: { userId: row.user_id, status: row.status },
    });
    return row;
  }

  /**
   * The session from this instance's cache, without a promise: looked up less than
   * SESSION_CACHE_MS ago and not expired at `nowMs`; undefined when the database must be asked.
   */
  cached(idHash: string, nowMs: number): CachedSession | undefined {
    const hit = cache.get(idHash);
    return hit && hit.until > Date.now() && hit.expiresMs > nowMs ? hit : undefined;
  }

  async touch(idHash: string, now: string) {
    cache.delete(idHash);
    const row = await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('id_hash', '=', idHash)
      .returning('user_id')
      .executeTakeFirst();
    if (row) await this.markActive(row.user_id, now);
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

  /** The user's sessions still in use (not expired, used since `seenSince`), latest first. */
  listForUser(userId: number, now: string, seenSince: string): Promise<ListedSession[]> {
    return this.db
      .selectFrom('sessions')
      .select(['id_hash', 'public_id', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', seenSince)
      .orderBy('last_seen_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
  }

  /**
   * Ends the user's session with this public id; another user's id ends nothing. Returns
   * the ended session's hash, or null when the user has no such session.
   */
  async deleteByPublicId(userId: number, publicId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', userId)
      .where('public_id', '=', publicId)
      .executeTakeFirst();
    if (!row) return null;
    await this.delete(row.id_hash);
    return row.id_hash;
  }

  /**
   * Ends the user's sessions, all of them or all but the one with `keepIdHash`; resolves with
   * the live ids of those it ended (liveSessionIdOfHash), for closing their sockets.
   */
  async deleteAllForUser(userId: number, keepIdHash?: string): Promise<string[]> {
    forgetUser(userId);
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepIdHash) query = query.where('id_hash', '<>', keepIdHash);
    const ended = await query.returning('id_hash').execute();
    forgetUser(userId);
    return ended.map((row) => liveSessionIdOfHash(row.id_hash));
  }
}
