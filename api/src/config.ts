import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { vapidKeyProblem } from './lib/vapid';
import { paymentsConfig, type PaymentsConfig } from './payments-config';

export type { SmsSettings, TestProviderSettings } from './payments-config';

export type NodeEnv = 'development' | 'production' | 'test';

/** Everything the API reads from its environment, validated once at start-up. */
export interface AppConfig extends PaymentsConfig {
  readonly port: number;
  readonly host: string;
  /**
   * This instance's name among several behind a balancer (INSTANCE_ID), answered in the
   * `X-Instance` header of every response; unset: no header.
   */
  readonly instanceId: string | undefined;
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
  readonly publicUrl: string;
  readonly seedProfiles: number;
  /** Seed an empty database when the app starts (server yes, tests choose). */
  readonly seedOnStart: boolean;
  readonly shellDist: string | undefined;
  readonly deployDir: string | undefined;
  /** How long a page waits for its server paint (decision 0124); a late one is not sent. */
  readonly ssrBudgetMs: number;
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
  /** The operators' bearer token for `system` routes (OPS_TOKEN); unset: they refuse all. */
  readonly opsToken: string | undefined;
  /**
   * The bearer token Prometheus scrapes `GET /metrics` with (METRICS_TOKEN). Unset: open in
   * development and tests, hidden (404) in production.
   */
  readonly metricsToken: string | undefined;
  /**
   * Whose `X-Forwarded-*` headers count (Fastify's `trustProxy`): nobody (false), the proxies
   * at these addresses or CIDRs, or this many hops. Rate limits are keyed on the address
   * this yields, so trusting everybody would let a client choose its own key.
   */
  readonly trustProxy: false | number | readonly string[];
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
   * How long a stopping instance keeps serving while readiness says `draining`, so that the
   * balancer takes it out before it stops taking connections (SHUTDOWN_DRAIN_MS).
   */
  readonly shutdownDrainMs: number;
  /** How long a stopping instance may take in all before it exits anyway (SHUTDOWN_TIMEOUT_MS). */
  readonly shutdownTimeoutMs: number;
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

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (`10.0.0.0/8`, `fd00::/8`) or a named range, as proxy-addr reads them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
/** Whether a listen address only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase().replace(/^\[(.*)\]$/, '$1'));
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

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const problems: string[] = [];
  const root = findRepoRoot();
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.join(' or ')}, got "${raw}"`);
      }
    } catch {
      problems.push(`${name} must be a URL, got "${raw}"`);
    }
    return raw;
  };
  const dir = (name: string): string | undefined => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    const resolved = path.resolve(root, raw);
    if (!fs.existsSync(resolved))
      problems.push(`${name} points to "${resolved}", which does not exist`);
    return resolved;
  };

  const nodeEnvRaw = text('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test, got "${nodeEnvRaw}"`);
  }
  const nodeEnv = (
    ['development', 'production', 'test'].includes(nodeEnvRaw) ? nodeEnvRaw : 'development'
  ) as NodeEnv;
  const sessionSecret = text('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 16) {
    problems.push('SESSION_SECRET must be at least 16 characters long');
  }
  // A secret of its own per use, derived with a label so that one never signs for another.
  const derived = (label: string) =>
    createHmac('sha256', sessionSecret ?? 'development-only-secret')
      .update(label)
      .digest('base64url');
  const ownSecret = (name: string) => {
    const value = text(name);
    if (value !== undefined && value.length < 16) {
      problems.push(`${name} must be at least 16 characters long`);
    }
    return value;
  };
  const unsubscribeSecretRaw = ownSecret('UNSUBSCRIBE_SECRET');
  if (
    nodeEnv === 'production' &&
    unsubscribeSecretRaw === undefined &&
    sessionSecret === undefined
  ) {
    problems.push('UNSUBSCRIBE_SECRET or SESSION_SECRET must be set with NODE_ENV=production');
  }
  const mailWebhookSecretRaw = ownSecret('MAIL_WEBHOOK_SECRET');
  if (nodeEnv === 'production' && mailWebhookSecretRaw === undefined) {
    problems.push('MAIL_WEBHOOK_SECRET must be set with NODE_ENV=production');
  }
  // A bearer token for operators or their tools: unset, or long enough not to be guessed.
  const bearerToken = (name: string) => {
    const token = text(name);
    if (token !== undefined && token.length < 32) {
      problems.push(`${name} must be at least 32 characters long`);
    }
    return token;
  };
  const opsToken = bearerToken('OPS_TOKEN');
  const metricsToken = bearerToken('METRICS_TOKEN');
  const jobsEngine = text('JOBS_ENGINE') ?? 'in-process';
  if (jobsEngine !== 'in-process' && jobsEngine !== 'bullmq') {
    problems.push(`JOBS_ENGINE must be in-process or bullmq, got "${jobsEngine}"`);
  } else if (jobsEngine === 'bullmq' && !text('REDIS_URL')) {
    problems.push('JOBS_ENGINE=bullmq needs REDIS_URL');
  }
  const databasePath = text('DATABASE_PATH') ?? path.join(root, 'data', 'dating.sqlite');
  const schema = text('DATABASE_SCHEMA');
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    problems.push(`DATABASE_SCHEMA must be a lower-case SQL identifier, got "${schema}"`);
  }

  const vapidPublicKey = text('VAPID_PUBLIC_KEY');
  const vapidPrivateKey = text('VAPID_PRIVATE_KEY');
  if ((vapidPublicKey === undefined) !== (vapidPrivateKey === undefined)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  } else if (vapidPublicKey !== undefined && vapidPrivateKey !== undefined) {
    const problem = vapidKeyProblem({ publicKey: vapidPublicKey, privateKey: vapidPrivateKey });
    if (problem) problems.push(problem);
  }

  const mediaStoreRaw = text('MEDIA_STORE') ?? 'local';
  if (!['local', 's3'].includes(mediaStoreRaw)) {
    problems.push(`MEDIA_STORE must be local or s3, got "${mediaStoreRaw}"`);
  }
  const mediaStore = mediaStoreRaw === 's3' ? 's3' : 'local';
  const s3Endpoint = url('S3_ENDPOINT', ['http:', 'https:']);
  const s3Bucket = text('S3_BUCKET');
  const s3AccessKeyId = text('S3_ACCESS_KEY_ID');
  const s3SecretAccessKey = text('S3_SECRET_ACCESS_KEY');
  const forcePathStyleRaw = text('S3_FORCE_PATH_STYLE') ?? 'false';
  if (!['true', 'false'].includes(forcePathStyleRaw)) {
    problems.push(`S3_FORCE_PATH_STYLE must be true or false, got "${forcePathStyleRaw}"`);
  }
  if (mediaStore === 's3' && s3Bucket === undefined) {
    problems.push('S3_BUCKET is required when MEDIA_STORE is s3');
  }
  if ((s3AccessKeyId === undefined) !== (s3SecretAccessKey === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const s3: S3Settings | undefined =
    mediaStore === 's3' && s3Bucket !== undefined
      ? {
          endpoint: s3Endpoint,
          bucket: s3Bucket,
          region: text('S3_REGION') ?? 'us-east-1',
          accessKeyId: s3AccessKeyId,
          secretAccessKey: s3SecretAccessKey,
          forcePathStyle: forcePathStyleRaw === 'true',
        }
      : undefined;
  const trustProxyRaw = text('TRUST_PROXY');
  let trustProxy: AppConfig['trustProxy'] = false;
  if (trustProxyRaw !== undefined && /^\d+$/.test(trustProxyRaw)) {
    trustProxy = int('TRUST_PROXY', 0, 1, 10);
  } else if (trustProxyRaw !== undefined) {
    const entries = trustProxyRaw.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      problems.push(
        `TRUST_PROXY must be a hop count from 1 to 10 or a comma list of addresses and CIDRs, got "${bad.join(', ')}"`,
      );
    } else trustProxy = entries;
  }
  const host = text('HOST') ?? '127.0.0.1';
  const instanceId = text('INSTANCE_ID');
  // It goes into a header as it is: a short name, nothing that could break one.
  if (instanceId !== undefined && !/^[A-Za-z0-9._-]{1,64}$/.test(instanceId)) {
    problems.push(
      `INSTANCE_ID must be up to 64 letters, digits, dots, dashes or underscores, got "${instanceId}"`,
    );
  }
  const mailFromAddress = text('MAIL_FROM_ADDRESS');
  // An address only (the name is the site's): no display name, brackets or line breaks.
  if (
    mailFromAddress !== undefined &&
    !/^[^\s@<>"(),;:]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(mailFromAddress)
  ) {
    problems.push(
      `MAIL_FROM_ADDRESS must be an e-mail address such as mail@example.com, got "${mailFromAddress}"`,
    );
  }
  const photoModeration =
    text('PHOTO_MODERATION') ?? (nodeEnv === 'production' ? 'manual' : 'auto');
  if (photoModeration !== 'auto' && photoModeration !== 'manual') {
    problems.push(`PHOTO_MODERATION must be auto or manual, got "${photoModeration}"`);
  }

  const databaseReplicaUrl = url('DATABASE_REPLICA_URL', ['postgres:', 'postgresql:']);
  if (databaseReplicaUrl && !text('DATABASE_URL')) {
    problems.push('DATABASE_REPLICA_URL needs DATABASE_URL: a replica is of a PostgreSQL primary');
  }

  const shutdownTimeoutMs = int('SHUTDOWN_TIMEOUT_MS', 10_000, 1, 600_000);
  const shutdownDrainMs = int('SHUTDOWN_DRAIN_MS', 0, 0, 600_000);
  if (shutdownDrainMs >= shutdownTimeoutMs) {
    problems.push('SHUTDOWN_DRAIN_MS must be less than SHUTDOWN_TIMEOUT_MS');
  }

  const config: AppConfig = {
    port: int('PORT', 8080, 0, 65535),
    host,
    instanceId,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseReplicaUrl,
    databaseSchema: schema,
    databasePath: databasePath === ':memory:' ? databasePath : path.resolve(root, databasePath),
    sessionSecret,
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFromAddress,
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    publicUrl: (url('PUBLIC_URL', ['http:', 'https:']) ?? 'http://localhost:8080').replace(
      /\/$/,
      '',
    ),
    seedProfiles: int('SEED_PROFILES', 2000, 0, 100000),
    seedOnStart: text('SEED_ON_START') !== 'false',
    shellDist: dir('SHELL_DIST'),
    deployDir: dir('DEPLOY_DIR'),
    ssrBudgetMs: int('SSR_BUDGET_MS', 300, 0, 10_000),
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
    opsToken,
    metricsToken,
    jobsEngine: jobsEngine === 'bullmq' ? 'bullmq' : 'in-process',
    redisPrefix: text('REDIS_PREFIX') ?? 'dating',
    trustProxy,
    devOutbox: nodeEnv === 'development' && isLoopbackHost(host),
    photoModeration: photoModeration === 'manual' ? 'manual' : 'auto',
    unsubscribeSecret: unsubscribeSecretRaw ?? derived('unsubscribe-links'),
    mailWebhookSecret: mailWebhookSecretRaw ?? derived('mail-webhook'),
    shutdownDrainMs,
    shutdownTimeoutMs,
    ...paymentsConfig({ text, int, url, problems }, nodeEnv),
    now: () => new Date(),
    ...overrides,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
