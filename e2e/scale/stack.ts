// The pieces of the scale test's stack, each started here and stopped by what it returns:
// PostgreSQL and Redis (only when none answer), two API instances and HAProxy in front of
// them; the S3 and SMTP stand-ins are in stand-ins.ts. No Docker: everything runs as a local
// process (processes.ts).
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ROOT } from '../paths.mjs';
import { BALANCER_SOURCE, PORTS, RUN_DIR, STAFF_PORTS, logFileOf, type InstanceId } from './ports';
import { answers, startProcess, until, type Stop } from './processes';

/** The user PostgreSQL runs as when this process is root (initdb refuses root). */
function postgresUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const user of ['postgres', 'nobody']) {
    try {
      execFileSync('id', ['-u', user], { stdio: 'ignore' });
      return user;
    } catch {
      // no such user: try the next
    }
  }
  throw new Error('scale test: running as root, and neither user postgres nor nobody exists');
}

/** Checks that the stack's ports are free and empties the run folder. */
export async function freshRun(): Promise<void> {
  const taken = (
    await Promise.all(Object.values(PORTS).map(async (port) => ((await answers(port)) ? port : 0)))
  ).filter(Boolean);
  if (taken.length > 0) {
    throw new Error(
      `scale test: ports ${taken.join(', ')} are in use (a previous run's leftovers?); SCALE_PORT moves the block`,
    );
  }
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
  fs.mkdirSync(RUN_DIR, { recursive: true });
}

/**
 * PostgreSQL's server URL: the one on 5432 when it answers (SCALE_OWN_SERVICES=1 skips it),
 * else a cluster of our own, made by initdb in a temporary folder and started on PORTS.postgres.
 */
export async function ensurePostgres(): Promise<{ url: string; stop: Stop }> {
  if (process.env.SCALE_OWN_SERVICES !== '1' && (await answers(5432))) {
    return { url: 'postgres://postgres@127.0.0.1:5432/postgres', stop: async () => {} };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-pg-'));
  const user = postgresUser();
  const as = (command: string, args: string[]) =>
    user
      ? (['runuser', ['-u', user, '--', command, ...args]] as const)
      : ([command, args] as const);
  if (user) execFileSync('chown', [user, dir]);
  const data = path.join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const [bin, argv] = as(command, args);
    try {
      execFileSync(bin, [...argv], { stdio: 'pipe' });
    } catch (error) {
      const output = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
      throw new Error(`scale test: could not start PostgreSQL (${command}): ${output.trim()}`, {
        cause: error,
      });
    }
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${PORTS.postgres} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${PORTS.postgres}/postgres`,
    stop: async () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A database of this run's own on that server, dropped at the end. */
export async function createRunDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; stop: Stop }> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), stop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Redis's URL: the one on 6379 when it answers (SCALE_OWN_SERVICES=1 skips it), else a
 * redis-server of our own without persistence. The run's keys all start with `prefix`, and
 * are deleted at the end from a shared server.
 */
export async function ensureRedis(prefix: string): Promise<{ url: string; stop: Stop }> {
  if (process.env.SCALE_OWN_SERVICES !== '1' && (await answers(6379))) {
    const url = 'redis://127.0.0.1:6379';
    return {
      url,
      stop: async () => {
        const redis = new Redis(url);
        try {
          let cursor = '0';
          do {
            const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
            if (keys.length > 0) await redis.del(...keys);
            cursor = next;
          } while (cursor !== '0');
        } finally {
          redis.disconnect();
        }
      },
    };
  }
  const server = startProcess('redis', 'redis-server', [
    '--port',
    String(PORTS.redis),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'no',
  ]);
  await until(`redis-server answering on ${PORTS.redis}`, 10_000, () => answers(PORTS.redis));
  return { url: `redis://127.0.0.1:${PORTS.redis}`, stop: server.stop };
}

/** Builds the front end when `npm run build` has not (the instances serve it, as in production). */
export function ensureBuild(remotes: readonly string[]): void {
  const missing = ['shell', ...remotes].filter(
    (name) => !fs.existsSync(path.join(ROOT, name, 'dist')),
  );
  if (missing.length === 0) return;
  console.log(`scale test: no build of ${missing.join(', ')}; running npm run build`);
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
}

/** Releases every remote from dist/ into a deployment folder both instances serve (like a CDN). */
export function release(deployDir: string): void {
  const log = fs.openSync(logFileOf('release'), 'a');
  try {
    execFileSync(process.execPath, ['scripts/release.mjs', '--all', '--from-dist'], {
      cwd: ROOT,
      stdio: ['ignore', log, log],
      env: { ...process.env, DEPLOY_DIR: deployDir },
    });
  } finally {
    fs.closeSync(log);
  }
}

/** One API instance, started as `npm start` would, with the environment of a scaled deployment. */
export function startInstance(
  id: InstanceId,
  env: NodeJS.ProcessEnv,
  logName: string = id,
): { child: ChildProcess; stop: Stop } {
  return startProcess(
    logName,
    process.execPath,
    ['--import', 'tsx', path.join('api', 'src', 'server.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        INSTANCE_ID: id,
        PORT: String(PORTS[id]),
        STAFF_PORT: String(STAFF_PORTS[id]),
      },
    },
  );
}

export async function waitUntilReady(port: number, ms = 120_000): Promise<void> {
  await until(`the API on ${port} ready`, ms, async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
    return response.ok;
  });
}

/** HAProxy from its template (haproxy.cfg) with this run's ports, in the foreground (-db). */
export async function startBalancer(runDir: string): Promise<Stop> {
  const template = fs.readFileSync(path.join(import.meta.dirname, 'haproxy.cfg'), 'utf8');
  const values: Record<string, string> = {
    BALANCER_PORT: String(PORTS.balancer),
    API1_PORT: String(PORTS.api1),
    API2_PORT: String(PORTS.api2),
    STAFF_BALANCER_PORT: String(PORTS.staffBalancer),
    STAFF1_PORT: String(PORTS.staffApi1),
    STAFF2_PORT: String(PORTS.staffApi2),
    BALANCER_SOURCE,
  };
  const config = template.replace(/\$\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`haproxy.cfg: unknown placeholder ${name}`);
    return value;
  });
  const file = path.join(runDir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
  if (!fs.existsSync(haproxy)) {
    throw new Error(
      `scale test: no HAProxy at ${haproxy} (apt-get install haproxy, as .ci/run does)`,
    );
  }
  execFileSync(haproxy, ['-c', '-q', '-f', file], { stdio: 'pipe' });
  const { stop } = startProcess('haproxy', haproxy, ['-f', file, '-db']);
  return stop;
}

/** Waits until the balancer sends a pinned request to each instance (its checks passed). */
export async function waitForBalancer(baseUrl: string, ids: readonly InstanceId[]): Promise<void> {
  for (const id of ids) {
    await until(`the balancer reaching ${id}`, 30_000, async () => {
      const response = await fetch(`${baseUrl}/api/health`, { headers: { cookie: `SRV=${id}` } });
      return response.ok && response.headers.get('x-instance') === id;
    });
  }
}
