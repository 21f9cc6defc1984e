import type { Compilable, Kysely } from 'kysely';
import type { Database } from './database.types';

/** How often a failing replica is logged at most: every search would otherwise say so. */
const WARN_EVERY_MS = 60_000;

interface Replica {
  readonly db: Kysely<Database>;
  readonly warn: (error: unknown) => void;
  lastWarned: number;
}

const replicas = new WeakMap<object, Replica>();

/**
 * Gives a PostgreSQL database its read replica (DATABASE_REPLICA_URL; database.plugin.ts):
 * `readOnReplica` sends the long reads there. `warn` hears of a failing replica, at most
 * once a minute.
 */
export function attachReplica(
  db: Kysely<Database>,
  replica: Kysely<Database>,
  warn: (error: unknown) => void,
): void {
  replicas.set(db, { db: replica, warn, lastWarned: -Infinity });
}

/**
 * Runs a read on the replica when `db` has one, else null. A replica that fails (down,
 * restarting, refusing) is no reason to fail the member's search: the caller reads from the
 * primary then. A transaction object never has one: it reads what it wrote.
 */
export async function readOnReplica<Row>(
  db: Kysely<Database>,
  query: Compilable<Row>,
): Promise<Row[] | null> {
  const replica = replicas.get(db);
  if (!replica) return null;
  try {
    return (await replica.db.executeQuery(query.compile())).rows;
  } catch (error) {
    const now = Date.now();
    if (now - replica.lastWarned >= WARN_EVERY_MS) {
      replica.lastWarned = now;
      replica.warn(error);
    }
    return null;
  }
}
