import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the scale test's stack listens: the balancer and two API instances, the stand-ins,
 * and the PostgreSQL and Redis it starts itself when none answer on their usual ports.
 * One block of ten ports from SCALE_PORT (default 8600), so that a run next to others fits.
 */
const base = Number(process.env.SCALE_PORT ?? 8600);
export const PORTS = {
  balancer: base,
  api1: base + 1,
  api2: base + 2,
  s3: base + 3,
  smtp: base + 4,
  redis: base + 5,
  postgres: base + 6,
  /** The balancer's staff origin, and each instance's staff listener (STAFF_PORT). */
  staffBalancer: base + 7,
  staffApi1: base + 8,
  staffApi2: base + 9,
} as const;

/** Each instance's staff listener. */
export const STAFF_PORTS = { api1: PORTS.staffApi1, api2: PORTS.staffApi2 } as const;

export const INSTANCES = ['api1', 'api2'] as const;
export type InstanceId = (typeof INSTANCES)[number];

export const BALANCER_URL = `http://127.0.0.1:${PORTS.balancer}`;
/** The staff console's origin, on the balancer (the instances' STAFF_URL). */
export const STAFF_BALANCER_URL = `http://127.0.0.1:${PORTS.staffBalancer}`;

/**
 * The balancer connects to the instances from this address, the only one they trust for
 * X-Forwarded-For (TRUST_PROXY): the browser, on 127.0.0.1, cannot choose its own address.
 */
export const BALANCER_SOURCE = '127.0.0.2';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The run's files: the stack's description, the instances' logs, the mails received
 * (SCALE_RUN_DIR moves them, for another test that starts this stack: the soak test).
 */
export const RUN_DIR = process.env.SCALE_RUN_DIR ?? path.join(here, '.run');
export const STACK_FILE = path.join(RUN_DIR, 'stack.json');
export const MAILS_FILE = path.join(RUN_DIR, 'mails.jsonl');
export const logFileOf = (name: string) => path.join(RUN_DIR, `${name}.log`);

/** What the set-up tells the tests about the stack it started. */
export interface StackInfo {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  seedProfiles: number;
  instances: Record<InstanceId, { pid: number; port: number }>;
  /** The instances' environment but INSTANCE_ID and PORT (a journey restarts one). */
  instanceEnv: Record<string, string>;
}
