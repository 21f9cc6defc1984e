// The pieces of the scale test's stack, each started here and stopped by what it returns:
// PostgreSQL and Redis (only when none answer), the S3 and SMTP stand-ins, two API
// instances and HAProxy in front of them. No Docker: everything runs as a local process.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { ROOT } from '../paths.mjs';
import { BALANCER_SOURCE, MAILS_FILE, PORTS, logFileOf, type InstanceId } from './ports';

export type Stop = () => Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something accepts TCP connections on this local port. */
export function answers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`scale test: ${what} within ${ms / 1000} s`);
}

/** A child process whose output goes to `<run dir>/<name>.log`; stopped with SIGTERM, then SIGKILL. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): { child: ChildProcess; stop: Stop } {
  const log = fs.openSync(logFileOf(name), 'a');
  const child = spawn(command, args, { ...options, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, stop };
}

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

/** The S3 stand-in: s3rver with the `media` bucket, its objects in a temporary folder. */
export async function startS3(): Promise<{ endpoint: string; stop: Stop }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: PORTS.s3,
    silent: true,
    directory,
    configureBuckets: [{ name: 'media' }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${PORTS.s3}`,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** One mail as the SMTP sink received it (a line of MAILS_FILE). */
export interface SunkMail {
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  receivedAt: number;
}

/** The SMTP sink: a real SMTP server that writes every mail it receives to MAILS_FILE. */
export async function startSmtpSink(): Promise<{ url: string; stop: Stop }> {
  fs.writeFileSync(MAILS_FILE, '');
  const header = (raw: string, name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ??
    '';
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no login to give.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: SunkMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, 'Subject'),
          messageId: header(raw, 'Message-ID'),
          text: raw,
          receivedAt: Date.now(),
        };
        fs.appendFileSync(MAILS_FILE, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(PORTS.smtp, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${PORTS.smtp}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
      env: { ...process.env, ...env, INSTANCE_ID: id, PORT: String(PORTS[id]) },
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
