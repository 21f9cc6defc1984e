import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.mjs';
import { REMOTES } from '../tests/helpers';
import {
  BALANCER_URL,
  INSTANCES,
  PORTS,
  RUN_DIR,
  STACK_FILE,
  STAFF_BALANCER_URL,
  type StackInfo,
} from './ports';
import { type Stop } from './processes';
import {
  createRunDatabase,
  ensureBuild,
  ensurePostgres,
  freshRun,
  ensureRedis,
  release,
  startBalancer,
  startInstance,
  waitForBalancer,
  waitUntilReady,
} from './stack';
import { startS3, startSmtpSink } from './stand-ins';

/** Members the seed makes: few, so that the instances start quickly. */
const SEED_PROFILES = 20;

/**
 * Starts the stack the scale test drives (docs/decisions/0132-scale-test.md) and returns
 * what stops it: Playwright calls that after the last test, or at once if this fails.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { info, teardown } = await startScaleStack();
  fs.writeFileSync(STACK_FILE, JSON.stringify(info, null, 2));
  return teardown;
}

/**
 * The stack: PostgreSQL, Redis, the stand-ins, both instances started at once on an empty
 * database, and HAProxy in front of them once both are ready. `env` changes the instances'
 * environment (the soak test runs them as production does).
 */
export async function startScaleStack(
  env: Record<string, string> = {},
): Promise<{ info: StackInfo; teardown: () => Promise<void> }> {
  const stops: Stop[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    await freshRun();
    ensureBuild(REMOTES);
    const deployDir = path.join(RUN_DIR, 'deploy');
    release(deployDir);

    const run = `scale_${process.pid}`;
    const postgres = await ensurePostgres();
    stops.push(postgres.stop);
    const database = await createRunDatabase(postgres.url, run);
    stops.push(database.stop);
    const redis = await ensureRedis(run);
    stops.push(redis.stop);
    const s3 = await startS3();
    stops.push(s3.stop);
    const smtp = await startSmtpSink();
    stops.push(smtp.stop);

    const instanceEnv: Record<string, string> = {
      // Development on loopback: the journeys read activation links from the dev mailbox.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PUBLIC_URL: BALANCER_URL,
      STAFF_URL: STAFF_BALANCER_URL,
      SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
      DEPLOY_DIR: deployDir,
      DATABASE_URL: database.url,
      DATABASE_SCHEMA: '',
      REDIS_URL: redis.url,
      REDIS_PREFIX: run,
      JOBS_ENGINE: 'bullmq',
      MEDIA_STORE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: smtp.url,
      TRUST_PROXY: '127.0.0.2',
      SEED_PROFILES: String(SEED_PROFILES),
      RATE_LIMIT: 'true',
      // No reminder or weekly mails in the sink but the ones the test causes.
      NOTIFY_SCHEDULE_MS: '0',
      SSR_BUDGET_MS: '2000',
      ...env,
    };
    // Both at the same moment, on an empty database: their migrations and seeds race.
    const instances = INSTANCES.map((id) => ({ id, ...startInstance(id, instanceEnv) }));
    for (const instance of instances) stops.push(instance.stop);
    await Promise.all(
      instances.map(async ({ id, child }) => {
        const exited = new Promise<never>((_resolve, reject) =>
          child.once('exit', (code) =>
            reject(new Error(`scale test: ${id} exited (${code}); see ${RUN_DIR}/${id}.log`)),
          ),
        );
        await Promise.race([waitUntilReady(PORTS[id]), exited]);
      }),
    );
    stops.push(await startBalancer(RUN_DIR));
    await waitForBalancer(BALANCER_URL, INSTANCES);

    const info: StackInfo = {
      databaseUrl: database.url,
      redisUrl: redis.url,
      redisPrefix: run,
      seedProfiles: Number(instanceEnv.SEED_PROFILES),
      instances: Object.fromEntries(
        instances.map(({ id, child }) => [id, { pid: child.pid!, port: PORTS[id] }]),
      ) as StackInfo['instances'],
      instanceEnv,
    };
    return { info, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}
