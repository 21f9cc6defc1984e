// The bench database of `npm run bench:chat` (a PostgreSQL schema of its own, or a SQLite
// file), its members and the services it needs.
import Database from 'better-sqlite3';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pool, post, sleep } from './bench-chat-clients.mjs';

/**
 * The bench's database: on PostgreSQL `databaseUrl` with `schema` (`admin`, a connected
 * client, reads it), otherwise the SQLite file at `databasePath`.
 */
export function benchDatabase({ databaseUrl, schema, databasePath, admin }) {
  /** Runs SQL with `?` parameters. */
  async function sqlRun(statement, params) {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`set search_path = ${schema}`);
        let n = 0;
        await client.query(
          statement.replace(/\?/g, () => `$${++n}`),
          params,
        );
      } finally {
        await client.end();
      }
      return;
    }
    const db = new Database(databasePath);
    db.prepare(statement).run(...params);
    db.close();
  }

  /** The outbox's jobs due and not finished. */
  async function openJobs() {
    const now = new Date().toISOString();
    const open = "status IN ('pending', 'running')";
    if (admin) {
      const { rows } = await admin.query(
        `SELECT count(*) AS n FROM ${schema}.jobs WHERE ${open} AND run_at <= $1`,
        [now],
      );
      return Number(rows[0].n);
    }
    const db = new Database(databasePath, { readonly: true });
    try {
      return Number(
        db.prepare(`SELECT count(*) AS n FROM jobs WHERE ${open} AND run_at <= ?`).get(now).n,
      );
    } finally {
      db.close();
    }
  }

  return { sqlRun, openJobs };
}

/**
 * A signup again after a while when the server answered 503 server_busy: on a machine loaded
 * by other work its password checks wait too long (a signup, unlike a message, is not measured).
 */
async function retryBusy(signup) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signup();
    } catch (error) {
      if (attempt === 10 || !/answered 503/.test(String(error))) throw error;
      await sleep(1000 * attempt);
    }
  }
}

/**
 * Signs `count` members up over the API at `base`, then activates them in the database
 * (`sqlRun`) as their activation links would (the production server mails no links the
 * bench could read).
 */
export async function createMembers(base, count, sqlRun) {
  const members = [];
  const run = `${Date.now().toString(36)}`;
  await pool(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const { json, response } = await retryBusy(() =>
        post(base, '/api/signup.php', null, {
          email: `bench-${run}-${i}@example.com`,
          name: `Bench ${i}`,
          password: 'chat-load-harbour-1',
          date_of_birth: '1990-01-01',
        }),
      );
      const cookie = response.headers.get('set-cookie').split(';')[0];
      members[i] = { cookie, profileId: String(json.user.profile.id), userId: json.user.id };
    },
  );
  await sqlRun(
    "UPDATE users SET status = 'active', activated_at = ? WHERE email LIKE ? AND status = 'not_confirmed'",
    [new Date().toISOString(), `bench-${run}-%`],
  );
  await sqlRun(
    "UPDATE profiles SET status = 'active' WHERE user_id IN (SELECT id FROM users WHERE email LIKE ?)",
    [`bench-${run}-%`],
  );
  return members;
}

export async function redisUp(url) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
