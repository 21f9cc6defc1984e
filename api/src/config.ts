import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { vapidKeyProblem } from './lib/vapid';
import { configReaders, type Env, type NodeEnv } from './config-readers';
import { operationsConfig, type OperationsConfig } from './operations-config';
import { paymentsConfig, type PaymentsConfig } from './payments-config';
import { scamConfig, type ScamConfig } from './scam-config';

export type { SmsSettings, TestProviderSettings } from './payments-config';

export type { NodeEnv } from './config-readers';

/** Everything the API reads from its environment, validated once at start-up. */
export interface AppConfig extends PaymentsConfig, OperationsConfig, ScamConfig {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL when set, SQLite otherwise. */
  readonly databaseUrl: string | undefined;
  /**
   * A PostgreSQL read replica (DATABASE_REPLICA_URL) for the long reads that may lag a
   * moment behind the primary: member search and its counts. Unset: the primary reads all.
   */
  readonly databaseReplicaUrl: string | undefined;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  readonly databaseSchema: string | undefined;
  readonly databasePath: string;
  readonly sessionSecret: string | undefined;
  readonly smtpUrl: string | undefined;
  /**
   * The address every site's mail comes from (MAIL_FROM_ADDRESS), for a provider that signs
   * one domain only; unset: `no-reply@<the member's site's domain>` (decision 0130).
   */
  readonly mailFromAddress: string | undefined;
  readonly redisUrl: string | undefined;
  /**
   * The site's public address (decision 0139): PUBLIC_URL, required in production; unset
   * elsewhere, `http://localhost:<PORT>` (or HOST when it names one address that is not
   * loopback). Where a request is at hand, use `publicAddress` (lib/public-address.ts):
   * outside production and without PUBLIC_URL it is the address the request came in on.
   */
  readonly publicUrl: string;
  /** Whether PUBLIC_URL was set: then it is the one public address, whatever a request says. */
  readonly publicUrlConfigured: boolean;
  readonly seedProfiles: number;
  /** Seed an empty database when the app starts (server yes, tests choose). */
  readonly seedOnStart: boolean;
  readonly shellDist: string | undefined;
  readonly deployDir: string | undefined;
  /**
   * The staff console's listener (decision 0160): STAFF_PORT, default PORT + 100 (0, an
   * ephemeral port, when PORT is 0); it serves the console and /staff-api only.
   */
  readonly staffPort: number;
  /**
   * The console's public address (STAFF_URL), which every state-changing staff call must
   * name as its Origin; unset, a call must come from the address it was sent to.
   */
  readonly staffUrl: string | undefined;
  /** The staff console's build (STAFF_DIST, the `staff` package's dist). */
  readonly staffDist: string | undefined;
  /** How long a page waits for its server paint (decision 0124); a late one is not sent. */
  readonly ssrBudgetMs: number;
  /**
   * A browser may point one remote at a dev server on this machine (DEV_OVERRIDES=true, which
   * `npm run dev` sets; decision 0177). Never with NODE_ENV=production.
   */
  readonly devOverrides: boolean;
  /** Threads the server renders run in, off the event loop (SSR_THREADS, decision 0135). */
  readonly ssrThreads: number;
  /** Release bundles each render thread keeps loaded, least recently used dropped (SSR_BUNDLES). */
  readonly ssrBundles: number;
  /** A server render still running after this is stopped, its thread ended (SSR_TIME_LIMIT_MS). */
  readonly ssrTimeLimitMs: number;
  /** How often reminders and weekly updates are looked for (decision 0130); 0: never. */
  readonly notifyScheduleMs: number;
  readonly mediaDir: string;
  /** Where photos are kept: MEDIA_DIR on local disk, or an S3-compatible bucket. */
  readonly mediaStore: 'local' | 's3';
  /** The bucket's settings; set exactly when mediaStore is s3. */
  readonly s3: S3Settings | undefined;
  readonly nodeEnv: NodeEnv;
  readonly logger: boolean;
  /** Web push keys; when unset the app generates a pair once and keeps it in the database. */
  readonly vapidPublicKey: string | undefined;
  readonly vapidPrivateKey: string | undefined;
  /** The contact push services see (mailto: or https:); defaults to PUBLIC_URL. */
  readonly vapidSubject: string | undefined;
  /** Per-address request limits (RATE_LIMIT=false turns them off, e.g. for load tests). */
  readonly rateLimit: boolean;
  /** Who runs jobs: a worker in this process, or BullMQ on REDIS_URL (JOBS_ENGINE=bullmq). */
  readonly jobsEngine: 'in-process' | 'bullmq';
  /**
   * What every name this app uses in Redis starts with: BullMQ's keys and the live hub's
   * channels (REDIS_PREFIX), so that several sites or stages can share one Redis. Tests give
   * each app its own.
   */
  readonly redisPrefix: string;
  /**
   * GET /api/outbox.php answers (the mails with their links): only a developer's own
   * machine, i.e. NODE_ENV=development on a loopback address; tests turn it on explicitly.
   */
  readonly devOutbox: boolean;
  /**
   * Who approves a processed photo before others see it: `auto` (at once: development and
   * tests) or `manual` (it waits as `pending` for a moderator: production's default).
   */
  readonly photoModeration: 'auto' | 'manual';
  /**
   * Signs the unsubscribe links of notification mails (decision 0130): UNSUBSCRIBE_SECRET,
   * else derived from SESSION_SECRET; outside production a fixed development value.
   */
  readonly unsubscribeSecret: string;
  /**
   * Checks the mail provider's signed bounce and complaint events (MAIL_WEBHOOK_SECRET);
   * required in production, derived from SESSION_SECRET elsewhere.
   */
  readonly mailWebhookSecret: string;
  /**
   * Seals staff accounts' TOTP secrets in the database: STAFF_TOTP_KEY, else derived from
   * SESSION_SECRET; outside production a fixed development value.
   */
  readonly staffTotpKey: string;
  /**
   * Keys the hash of the address an account signed up from (many signups from one address is
   * a scam signal; the address itself is never stored): derived from SESSION_SECRET.
   */
  readonly signupAddressKey: string;
  /** The clock; tests pass their own to move time (token expiry, lockout, time bonus). */
  readonly now: () => Date;
}

export interface S3Settings {
  /** Unset: AWS itself; set for MinIO, R2 and other S3-compatible stores. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  /** Unset: the SDK's own credential chain (instance role, AWS_* variables). */
  readonly accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
  /** Bucket in the path instead of the host name (MinIO and most self-hosted stores). */
  readonly forcePathStyle: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
/** Whether a listen address only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase().replace(/^\[(.*)\]$/, '$1'));
}

/** Listen addresses that stand for every address of the machine. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/**
 * The public address without PUBLIC_URL: the port the API listens on, under `localhost`
 * when it listens on loopback or on every address, else under the one address it listens on.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const name =
    isLoopbackHost(bare) || WILDCARD_HOSTS.has(bare)
      ? 'localhost'
      : bare.includes(':')
        ? `[${bare}]`
        : bare;
  return `http://${name}:${port}`;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** The repository root: the nearest folder above cwd whose package.json declares workspaces. */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && fs.readFileSync(pkg, 'utf8').includes('"workspaces"')) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const problems: string[] = [];
  const root = findRepoRoot();
  const readers = configReaders(env, root, problems);
  const { text, int, url, dir, oneOf, secret, matching, together } = readers;

  const nodeEnv = oneOf<NodeEnv>('NODE_ENV', ['development', 'production', 'test'], 'development');
  const sessionSecret = secret('SESSION_SECRET');
  // A secret of its own per use, derived with a label so that one never signs for another.
  const derived = (label: string) =>
    createHmac('sha256', sessionSecret ?? 'development-only-secret')
      .update(label)
      .digest('base64url');
  const unsubscribeSecretRaw = secret('UNSUBSCRIBE_SECRET');
  if (
    nodeEnv === 'production' &&
    unsubscribeSecretRaw === undefined &&
    sessionSecret === undefined
  ) {
    problems.push('UNSUBSCRIBE_SECRET or SESSION_SECRET must be set with NODE_ENV=production');
  }
  const staffTotpKeyRaw = secret('STAFF_TOTP_KEY');
  if (nodeEnv === 'production' && staffTotpKeyRaw === undefined && sessionSecret === undefined) {
    problems.push('STAFF_TOTP_KEY or SESSION_SECRET must be set with NODE_ENV=production');
  }
  const mailWebhookSecretRaw = secret('MAIL_WEBHOOK_SECRET');
  if (nodeEnv === 'production' && mailWebhookSecretRaw === undefined) {
    problems.push('MAIL_WEBHOOK_SECRET must be set with NODE_ENV=production');
  }
  const jobsEngine = oneOf('JOBS_ENGINE', ['in-process', 'bullmq'], 'in-process');
  if (jobsEngine === 'bullmq' && !text('REDIS_URL')) {
    problems.push('JOBS_ENGINE=bullmq needs REDIS_URL');
  }
  const databasePath = text('DATABASE_PATH') ?? path.join(root, 'data', 'dating.sqlite');
  const schema = matching('DATABASE_SCHEMA', /^[a-z_][a-z0-9_]*$/, 'a lower-case SQL identifier');

  const vapidPublicKey = text('VAPID_PUBLIC_KEY');
  const vapidPrivateKey = text('VAPID_PRIVATE_KEY');
  together('VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY');
  if (vapidPublicKey !== undefined && vapidPrivateKey !== undefined) {
    const problem = vapidKeyProblem({ publicKey: vapidPublicKey, privateKey: vapidPrivateKey });
    if (problem) problems.push(problem);
  }

  const mediaStore = oneOf('MEDIA_STORE', ['local', 's3'], 'local');
  const s3Endpoint = url('S3_ENDPOINT', ['http:', 'https:']);
  const s3Bucket = text('S3_BUCKET');
  const s3AccessKeyId = text('S3_ACCESS_KEY_ID');
  const s3SecretAccessKey = text('S3_SECRET_ACCESS_KEY');
  const forcePathStyle = oneOf('S3_FORCE_PATH_STYLE', ['true', 'false'], 'false') === 'true';
  if (mediaStore === 's3' && s3Bucket === undefined) {
    problems.push('S3_BUCKET is required when MEDIA_STORE is s3');
  }
  together('S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY');
  const s3: S3Settings | undefined =
    mediaStore === 's3' && s3Bucket !== undefined
      ? {
          endpoint: s3Endpoint,
          bucket: s3Bucket,
          region: text('S3_REGION') ?? 'us-east-1',
          accessKeyId: s3AccessKeyId,
          secretAccessKey: s3SecretAccessKey,
          forcePathStyle,
        }
      : undefined;
  const host = text('HOST') ?? '127.0.0.1';
  // An address only (the name is the site's): no display name, brackets or line breaks.
  const mailFromAddress = matching(
    'MAIL_FROM_ADDRESS',
    /^[^\s@<>"(),;:]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
    'an e-mail address such as mail@example.com',
  );
  const photoModeration = oneOf(
    'PHOTO_MODERATION',
    ['auto', 'manual'],
    nodeEnv === 'production' ? 'manual' : 'auto',
  );

  const port = int('PORT', 8080, 0, 65535);
  const publicUrl = url('PUBLIC_URL', ['http:', 'https:'])?.replace(/\/$/, '');
  if (nodeEnv === 'production' && publicUrl === undefined) {
    // Links in mails, payment returns and the live socket's origin check need the address
    // members reach the site at; a request's Host header is never trusted for it there.
    problems.push(
      'PUBLIC_URL must be set with NODE_ENV=production: the address members reach the site at, such as https://liefdevol.nl',
    );
  }

  const staffPort = int('STAFF_PORT', port === 0 ? 0 : Math.min(port + 100, 65535), 0, 65535);
  if (staffPort !== 0 && staffPort === port) {
    problems.push('STAFF_PORT must differ from PORT: the staff console has a listener of its own');
  }

  const databaseReplicaUrl = url('DATABASE_REPLICA_URL', ['postgres:', 'postgresql:']);
  if (databaseReplicaUrl && !text('DATABASE_URL')) {
    problems.push('DATABASE_REPLICA_URL needs DATABASE_URL: a replica is of a PostgreSQL primary');
  }

  const config: AppConfig = {
    port,
    host,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseReplicaUrl,
    databaseSchema: schema,
    databasePath: databasePath === ':memory:' ? databasePath : path.resolve(root, databasePath),
    sessionSecret,
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFromAddress,
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    publicUrl: publicUrl ?? defaultPublicUrl(host, port),
    seedProfiles: int('SEED_PROFILES', 2000, 0, 100000),
    seedOnStart: text('SEED_ON_START') !== 'false',
    shellDist: dir('SHELL_DIST'),
    deployDir: dir('DEPLOY_DIR'),
    staffPort,
    staffUrl: url('STAFF_URL', ['http:', 'https:'])?.replace(/\/$/, ''),
    staffDist: dir('STAFF_DIST'),
    ssrBudgetMs: int('SSR_BUDGET_MS', 300, 0, 10_000),
    devOverrides: nodeEnv !== 'production' && text('DEV_OVERRIDES') === 'true',
    // One core stays the event loop's; two threads at least, so one stuck render stops no paint.
    ssrThreads: int('SSR_THREADS', Math.min(4, Math.max(2, os.availableParallelism() - 1)), 1, 32),
    ssrBundles: int('SSR_BUNDLES', 4, 1, 100),
    ssrTimeLimitMs: int('SSR_TIME_LIMIT_MS', 5000, 100, 60_000),
    // Tests run the schedule themselves.
    notifyScheduleMs: int('NOTIFY_SCHEDULE_MS', nodeEnv === 'test' ? 0 : 300_000, 0, 86_400_000),
    mediaDir: path.resolve(root, text('MEDIA_DIR') ?? path.join('data', 'media')),
    mediaStore,
    s3,
    nodeEnv,
    logger: nodeEnv !== 'test',
    vapidPublicKey,
    vapidPrivateKey,
    vapidSubject: url('VAPID_SUBJECT', ['mailto:', 'https:']),
    rateLimit: text('RATE_LIMIT') !== 'false',
    jobsEngine,
    redisPrefix: text('REDIS_PREFIX') ?? 'dating',
    devOutbox: nodeEnv === 'development' && isLoopbackHost(host),
    photoModeration,
    unsubscribeSecret: unsubscribeSecretRaw ?? derived('unsubscribe-links'),
    mailWebhookSecret: mailWebhookSecretRaw ?? derived('mail-webhook'),
    staffTotpKey: staffTotpKeyRaw ?? derived('staff-totp-secrets'),
    signupAddressKey: derived('signup-addresses'),
    ...operationsConfig(readers),
    ...scamConfig(readers),
    ...paymentsConfig(readers, nodeEnv),
    now: () => new Date(),
    ...overrides,
    // A public address a caller hands over is a configured one, as PUBLIC_URL would be.
    publicUrlConfigured:
      overrides.publicUrlConfigured ??
      (overrides.publicUrl !== undefined || publicUrl !== undefined),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
