import type { SessionInfo } from '@dating/shared-contracts/api';
import { notFound } from '../../lib/app-error';
import { addMs } from '../../lib/time';
import { hashToken } from '../../lib/tokens';
import { liveSessionIdOfHash } from '../live/live-hub';
import { AccountServiceBase, SESSION_IDLE_TTL } from './account-base';
import { deviceOf } from './user-agent';

/**
 * The settings' list of the member's sessions and signing them out (decision 0118). A
 * session is named by its public id only; ending one drops it from this instance's session
 * cache at once (other instances trust their cache for at most SESSION_CACHE_MS) and closes
 * its live sockets, through the same job as a password change.
 */
export class SessionsService extends AccountServiceBase {
  async list(userId: number, currentToken: string | null): Promise<SessionInfo[]> {
    const now = this.now();
    const currentHash = currentToken ? hashToken(currentToken) : null;
    const rows = await this.repos.sessions.listForUser(
      userId,
      now.toISOString(),
      addMs(now, -SESSION_IDLE_TTL),
    );
    return rows.map((row) => ({
      id: row.public_id,
      ...deviceOf(row.user_agent),
      created_at: row.created_at,
      last_seen_at: row.last_seen_at,
      current: row.id_hash === currentHash,
    }));
  }

  /** Ends one session of the member; returns whether it was the asking one. */
  async end(userId: number, publicId: string, currentToken: string | null): Promise<boolean> {
    return this.inUnit(async ({ sessions }, tx) => {
      const idHash = await sessions.deleteByPublicId(userId, publicId);
      if (idHash === null) throw notFound();
      await tx.enqueue('live.control', {
        userId,
        control: { kind: 'session-ended', sessionId: liveSessionIdOfHash(idHash) },
      });
      return currentToken !== null && hashToken(currentToken) === idHash;
    });
  }

  /** Ends every session of the member but the asking one. */
  async endOthers(userId: number, currentToken: string | null) {
    await this.inUnit(async ({ sessions }, tx) => {
      const ended = await sessions.deleteAllForUser(
        userId,
        currentToken ? hashToken(currentToken) : undefined,
      );
      await tx.enqueue('live.control', {
        userId,
        control: { kind: 'sessions-ended', sessionIds: ended },
      });
    });
  }
}
