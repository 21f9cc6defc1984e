// Tests that need a real Redis. A fresh machine has none: there they are skipped, and the
// global setup (global-setup.ts) has said why, once, before any test ran.
import { REDIS_TEST_URL } from './redis-probe';

export { REDIS_TEST_URL };

/** Set by the global setup; unset (a run without it) means "try", so a failure stays loud. */
const PROBE = process.env.REDIS_TEST_PROBE;

/** `describe` where Redis answered the probe, `describe.skip` where it did not. */
export const describeWithRedis: jest.Describe = PROBE === 'down' ? describe.skip : describe;

/** The reason a skipped Redis block gives in its title. */
export const withRedis = (title: string) =>
  PROBE === 'down' ? `${title} (skipped: no Redis at ${REDIS_TEST_URL})` : title;
