import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { HealthResponse } from '@dating/shared-contracts/api';
import type { Db } from '../db/database';
import { runTransaction } from '../db/transaction';

export interface LivenessSettings {
  /** A probe write that has not committed by then counts as a stuck write path. */
  readonly writeTimeoutMs: number;
  /** An event loop that fell this far behind within the last window counts as stuck. */
  readonly eventLoopStuckMs: number;
}

/** How often the event loop's lag is sampled, and how many samples the window holds. */
const SAMPLE_MS = 250;
const WINDOW_SAMPLES = 20;
/** A probe's result is reused for this long: a storm of probes writes once a second. */
const PROBE_REUSE_MS = 1000;

/**
 * Whether this instance still works, for an orchestrator that restarts it when not
 * (decision 0134): its event loop keeps up (no lag over `eventLoopStuckMs` within the last
 * five seconds), and a write commits within `writeTimeoutMs` (its heartbeat row, in a
 * transaction of its own, so it waits behind whatever holds the write path). Health that
 * only answers from memory said "ok" for 30 minutes while every query waited behind a
 * transaction that never ended.
 */
export class Liveness {
  private readonly lags: number[] = [];
  private expected = 0;
  private sampler: NodeJS.Timeout | undefined;
  private probe: Promise<'ok' | 'failed'> | null = null;
  private probed: { at: number; result: 'ok' | 'failed' } | null = null;
  private readonly instance: string;

  constructor(
    private readonly db: Db,
    private readonly settings: LivenessSettings,
    private readonly log: FastifyBaseLogger,
    instanceId: string | undefined,
  ) {
    this.instance = instanceId ?? `${os.hostname()}:${process.pid}`;
  }

  /** Starts sampling the event loop; the start itself (migrations, a seed) is not counted. */
  start(): void {
    this.expected = Date.now() + SAMPLE_MS;
    this.sampler = setInterval(() => {
      const now = Date.now();
      this.lags.push(Math.max(0, now - this.expected));
      if (this.lags.length > WINDOW_SAMPLES) this.lags.shift();
      this.expected = now + SAMPLE_MS;
    }, SAMPLE_MS);
    this.sampler.unref();
  }

  /** The longest the event loop fell behind in the last window, including the current wait. */
  eventLoopLagMs(): number {
    if (this.sampler === undefined) return 0;
    return Math.max(0, Date.now() - this.expected, ...this.lags);
  }

  async check(): Promise<HealthResponse> {
    const lag = this.eventLoopLagMs();
    const eventLoop = lag > this.settings.eventLoopStuckMs ? 'failed' : 'ok';
    if (eventLoop === 'failed') {
      this.log.error({ lagMs: lag }, 'liveness: the event loop fell behind');
    }
    const databaseWrite = await this.writeProbe();
    const stuck = eventLoop === 'failed' || databaseWrite === 'failed';
    return { status: stuck ? 'stuck' : 'ok', checks: { eventLoop, databaseWrite } };
  }

  stop(): void {
    clearInterval(this.sampler);
  }

  /** One probe at a time, its result kept for a second. */
  private writeProbe(): Promise<'ok' | 'failed'> {
    if (this.probed && Date.now() - this.probed.at < PROBE_REUSE_MS) {
      return Promise.resolve(this.probed.result);
    }
    this.probe ??= this.write().then((result) => {
      this.probed = { at: Date.now(), result };
      this.probe = null;
      return result;
    });
    return this.probe;
  }

  private async write(): Promise<'ok' | 'failed'> {
    const beatAt = new Date().toISOString();
    try {
      await runTransaction(this.db, { timeoutMs: this.settings.writeTimeoutMs }, (trx) =>
        trx
          .insertInto('instance_heartbeats')
          .values({ instance: this.instance, beat_at: beatAt })
          .onConflict((conflict) => conflict.column('instance').doUpdateSet({ beat_at: beatAt }))
          .execute(),
      );
      return 'ok';
    } catch (error) {
      this.log.error({ err: error }, 'liveness: the database write path is stuck');
      return 'failed';
    }
  }
}
