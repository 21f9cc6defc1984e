import net from 'node:net';
import type { ConfigReaders } from './config-readers';

/** The settings of an instance among several behind a balancer, for its operators. */
export interface OperationsConfig {
  /**
   * This instance's name among several behind a balancer (INSTANCE_ID), answered in the
   * `X-Instance` header of every response; unset: no header.
   */
  readonly instanceId: string | undefined;
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
   * How long a stopping instance keeps serving while readiness says `draining`, so that the
   * balancer takes it out before it stops taking connections (SHUTDOWN_DRAIN_MS).
   */
  readonly shutdownDrainMs: number;
  /** How long a stopping instance may take in all before it exits anyway (SHUTDOWN_TIMEOUT_MS). */
  readonly shutdownTimeoutMs: number;
  /**
   * How long a transaction may stay open, from asking for a connection to the end of its work
   * (TRANSACTION_TIMEOUT_MS); past it, it is rolled back and the request answers 503. On
   * PostgreSQL it also bounds each statement (statement_timeout).
   */
  readonly transactionTimeoutMs: number;
  /**
   * How long a signup or a password change waits for the password checker's score
   * (PASSWORD_CHECK_DEADLINE_MS); past it, the request answers 503 and nothing changed.
   */
  readonly passwordCheckDeadlineMs: number;
  /**
   * How long an instance may take to start (STARTUP_TIMEOUT_MS): migrations, the seed, and
   * waiting for another instance that holds their lock.
   */
  readonly startupTimeoutMs: number;
  /** Liveness fails when its heartbeat write has not committed by then (LIVENESS_WRITE_TIMEOUT_MS). */
  readonly livenessWriteTimeoutMs: number;
  /** Liveness fails when the event loop fell this far behind (LIVENESS_EVENT_LOOP_MS). */
  readonly livenessEventLoopMs: number;
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

/** The operations settings of the environment, checked like the rest of the config. */
export function operationsConfig(readers: ConfigReaders): OperationsConfig {
  const { text, int, matching, secret, problems } = readers;
  // It goes into a header as it is: a short name, nothing that could break one.
  const instanceId = matching(
    'INSTANCE_ID',
    /^[A-Za-z0-9._-]{1,64}$/,
    'up to 64 letters, digits, dots, dashes or underscores',
  );
  // A bearer token for operators or their tools: unset, or long enough not to be guessed.
  const opsToken = secret('OPS_TOKEN', 32);
  const metricsToken = secret('METRICS_TOKEN', 32);
  const trustProxyRaw = text('TRUST_PROXY');
  let trustProxy: OperationsConfig['trustProxy'] = false;
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
  const shutdownTimeoutMs = int('SHUTDOWN_TIMEOUT_MS', 10_000, 1, 600_000);
  const shutdownDrainMs = int('SHUTDOWN_DRAIN_MS', 0, 0, 600_000);
  if (shutdownDrainMs >= shutdownTimeoutMs) {
    problems.push('SHUTDOWN_DRAIN_MS must be less than SHUTDOWN_TIMEOUT_MS');
  }
  return {
    instanceId,
    opsToken,
    metricsToken,
    trustProxy,
    shutdownDrainMs,
    shutdownTimeoutMs,
    transactionTimeoutMs: int('TRANSACTION_TIMEOUT_MS', 5000, 100, 600_000),
    passwordCheckDeadlineMs: int('PASSWORD_CHECK_DEADLINE_MS', 2500, 100, 60_000),
    startupTimeoutMs: int('STARTUP_TIMEOUT_MS', 600_000, 1000, 3_600_000),
    livenessWriteTimeoutMs: int('LIVENESS_WRITE_TIMEOUT_MS', 2000, 100, 60_000),
    livenessEventLoopMs: int('LIVENESS_EVENT_LOOP_MS', 2000, 100, 60_000),
  };
}
