import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { seedDatabase } from '../src/db/seed/seed';
import { databaseFromTemplate } from './services/postgres-template';

export const TEST_MEDIA_DIR = path.join(os.tmpdir(), 'dating-api-test-media');
/** What NODE_ENV=production requires besides a payment provider (config.ts). */
export const PRODUCTION_SECRETS = {
  SESSION_SECRET: 'a-production-session-secret',
  MAIL_WEBHOOK_SECRET: 'a-production-mail-webhook-secret',
  PUBLIC_URL: 'https://liefdevol.nl',
};
export const DEMO = { email: 'demo@example.nl', password: 'demo-password-1' };

export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface TestContext {
  app: FastifyInstance;
  clock: TestClock;
  /** What the server logged, one parsed JSON line each (only with `captureLogs`). */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh, migrated database: SQLite in memory by default; with DATABASE_URL
 * a PostgreSQL database of its own, copied from the run's migrated template and dropped
 * afterwards, so test files can run in parallel.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    profiles?: number;
    rateLimit?: boolean;
    /** A SQLite file instead of memory, so that a second app can open the same database. */
    databasePath?: string;
    /** Keep the server's log lines in `ctx.logs` instead of logging nothing. */
    captureLogs?: boolean;
    /**
     * Configuration the environment would set (e.g. shellDist and deployDir); a function is
     * given the URL of the app's own PostgreSQL database (undefined on SQLite).
     */
    config?: Partial<AppConfig> | ((databaseUrl: string | undefined) => Partial<AppConfig>);
    /** Registers what a test needs on the app before it is ready (a route of its own). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestContext> {
  const clock: TestClock = {
    now: new Date('2026-06-01T12:00:00.000Z'),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const database = process.env.DATABASE_URL
    ? await databaseFromTemplate(process.env.DATABASE_URL)
    : undefined;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATABASE_URL: database?.url,
      DATABASE_PATH: options.databasePath ?? ':memory:',
      SEED_ON_START: 'false',
    },
    {
      now: () => clock.now,
      mediaDir: TEST_MEDIA_DIR,
      logger: false,
      // Off by default: test files make more account calls a minute than a person would.
      rateLimit: options.rateLimit ?? false,
      // The tests read activation and reset links from the dev mailbox, as a developer does.
      devOutbox: true,
      // Apps of test files running side by side on one Redis hear only their own channels.
      redisPrefix: `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
      // A busy machine running test files side by side stalls an event loop for seconds now and
      // then, which liveness rightly reports; liveness.test.ts sets its own threshold.
      livenessEventLoopMs: 60_000,
      // Likewise a transaction or a password check that would take milliseconds alone takes
      // seconds when test files, a build and the journeys share two cores; the tests of these
      // deadlines set their own.
      transactionTimeoutMs: 60_000,
      passwordCheckDeadlineMs: 60_000,
      // The staff listener, when a test starts it, on a port of its own choosing.
      staffPort: 0,
      ...(typeof options.config === 'function' ? options.config(database?.url) : options.config),
    },
  );
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const app = await buildApp(config, options.captureLogs ? { logStream } : {});
  options.beforeReady?.(app);
  await app.ready();
  if (options.seed !== false) {
    await seedDatabase(app.db, {
      profiles: options.profiles ?? 30,
      mediaDir: TEST_MEDIA_DIR,
      store: app.mediaStore,
      photoPool: 6,
    });
  }
  return {
    app,
    clock,
    logs,
    async close() {
      await app.close();
      await database?.drop();
    },
  };
}

/** The `sid=...` cookie of a response, ready for a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie)
    throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return `sid=${cookie.value}`;
}

export async function login(app: FastifyInstance, email = DEMO.email, password = DEMO.password) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user.php',
    payload: { email, password },
  });
  return sessionCookie(response);
}

let counter = 0;
/** Signs up a new member and returns its cookie, e-mail and user. */
export async function signup(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `member${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/signup.php',
    payload: {
      email,
      name: `Member ${counter}`,
      password: 'secret-password',
      date_of_birth: '1990-01-01',
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  return { cookie: sessionCookie(response), email, user: response.json().user };
}

/** The token of the latest link mailed to an address. */
export async function mailedToken(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/outbox.php?to=${encodeURIComponent(to)}`,
  });
  const mail = response.json().mails[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = /token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  return decodeURIComponent(match![1]!);
}

/** A new member who has activated the account: an active profile others can write to. */
export async function activeMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const member = await signup(app, overrides);
  const token = await mailedToken(app, member.email);
  const activation = await app.inject({ method: 'GET', url: `/api/activate.php?token=${token}` });
  if (activation.headers.location !== '/activate/done') throw new Error('activation failed');
  return {
    ...member,
    userId: Number(member.user.id),
    profileId: String(member.user.profile.id),
  };
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipart(data: Buffer, filename: string, type: string, field = 'photo') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Resolves with the promise's value, or rejects when it takes longer than `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Polls `check` until it gives a value, or fails after `ms`. */
export async function waitFor<T>(check: () => T | undefined, what: string, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Asks for a reset mail for `email` and follows its link: the returned function sets a new
 * password with it (`PUT /api/reset-password.php`).
 */
export async function resetLink(app: FastifyInstance, email: string) {
  await app.inject({ method: 'POST', url: '/api/reset-password.php', payload: { email } });
  const token = await mailedToken(app, email);
  return (password: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/reset-password.php',
      payload: { token, password, password_repeat: password },
    });
}

/** A member's credit balance as stored. */
export async function creditsOf(app: FastifyInstance, userId: number): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select('credits')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.credits;
}
