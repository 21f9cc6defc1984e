// The two configurations the soak test drives, built from the scale test's pieces
// (e2e/scale): one instance on a fresh SQLite file, and two instances on PostgreSQL and
// Redis behind HAProxy. Both run as production does (rate limits on, no dev mailbox: the
// mails go to the SMTP sink) with the built-in test payment provider.
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { ROOT } from '../paths.mjs';
import { REMOTES } from '../tests/helpers';
import { startScaleStack } from '../scale/global-setup';
import { BALANCER_URL, PORTS, RUN_DIR, type InstanceId } from '../scale/ports';
import { type Stop } from '../scale/processes';
import { ensureBuild, freshRun, release, startInstance, waitUntilReady } from '../scale/stack';
import { startSmtpSink } from '../scale/stand-ins';

export interface Stack {
  name: string;
  /** Where the people go: the instance, or the balancer in front of two. */
  base: URL;
  instances: { id: InstanceId; port: number; pid: number }[];
  /** A query on the run's database; `?` placeholders. */
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** What the database says from outside at the end (SQLite: whether its write lock is free). */
  diagnose?(): string;
  /** Kills an instance with SIGKILL and starts it again, as an orchestrator would. */
  crash?(id: InstanceId, round: number): Promise<void>;
  teardown(): Promise<void>;
}

/** Members the seed makes: the profiles the first searches find. */
const SEED_PROFILES = 200;

/** Production's settings, with the test payment provider a staging site would use. */
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PAYMENT_PROVIDER: 'test',
  SESSION_SECRET: 'soak-session-secret-0123456789',
  MAIL_WEBHOOK_SECRET: 'soak-mail-webhook-secret-0123456789',
  RATE_LIMIT: 'true',
  SEED_PROFILES: String(SEED_PROFILES),
  // No reminder or weekly mails but the ones the members cause.
  NOTIFY_SCHEDULE_MS: '0',
};

/** (a) One instance on a fresh, seeded SQLite file, jobs in the process, photos on disk. */
export async function sqliteStack(): Promise<Stack> {
  await freshRun();
  const stops: Stop[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    ensureBuild(REMOTES);
    const deployDir = path.join(RUN_DIR, 'deploy');
    release(deployDir);
    const smtp = await startSmtpSink();
    stops.push(smtp.stop);
    const file = path.join(RUN_DIR, 'soak.sqlite');
    const api = startInstance('api1', {
      ...PRODUCTION,
      PUBLIC_URL: `http://127.0.0.1:${PORTS.api1}`,
      SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
      DEPLOY_DIR: deployDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DATABASE_PATH: file,
      MEDIA_DIR: path.join(RUN_DIR, 'media'),
      SMTP_URL: smtp.url,
    });
    stops.push(api.stop);
    await waitUntilReady(PORTS.api1);
    const db = new Database(file, { readonly: true });
    stops.push(async () => void db.close());
    return {
      name: 'SQLite, one instance',
      base: new URL(`http://127.0.0.1:${PORTS.api1}`),
      instances: [{ id: 'api1', port: PORTS.api1, pid: api.child.pid! }],
      query: async (sql, params = []) =>
        db.prepare(sql).all(...params) as Record<string, unknown>[],
      // A hung instance held the write lock in a transaction that never ended: ask for it.
      diagnose() {
        const probe = new Database(file, { timeout: 1000 });
        try {
          probe.exec('begin immediate');
          probe.exec('rollback');
          return 'the SQLite write lock, asked for from outside at the end: free';
        } catch (error) {
          return `the SQLite write lock, asked for from outside at the end: ${(error as Error).message}`;
        } finally {
          probe.close();
        }
      },
      teardown,
    };
  } catch (error) {
    await teardown();
    throw error;
  }
}

/**
 * (b) The scale test's stack (two instances, PostgreSQL in a database of the run's own,
 * Redis under the run's prefix, S3 and SMTP stand-ins, HAProxy), in production's settings.
 */
export async function postgresStack(): Promise<Stack> {
  const { info, teardown } = await startScaleStack(PRODUCTION);
  const restarted: Stop[] = [];
  const pool = new pg.Pool({ connectionString: info.databaseUrl, max: 2 });
  const instances = Object.entries(info.instances).map(([id, { pid, port }]) => ({
    id: id as InstanceId,
    port,
    pid,
  }));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    name: 'PostgreSQL and Redis, two instances behind HAProxy',
    base: new URL(BALANCER_URL),
    instances,
    query: async (sql, params = []) => {
      let n = 0;
      return (
        await pool.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as Record<string, unknown>[];
    },
    async crash(id, round) {
      const instance = instances.find((i) => i.id === id)!;
      process.kill(instance.pid, 'SIGKILL');
      // An orchestrator notices and starts a new one a moment later.
      await sleep(2000);
      const started = startInstance(id, info.instanceEnv, `${id}-restart${round}`);
      restarted.push(started.stop);
      instance.pid = started.child.pid!;
      await waitUntilReady(instance.port, 180_000);
    },
    async teardown() {
      await pool.end();
      for (const stop of restarted) await stop().catch(() => {});
      await teardown();
    },
  };
}
