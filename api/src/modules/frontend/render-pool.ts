import type { FastifyBaseLogger } from 'fastify';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import path from 'node:path';
import { Piscina } from 'piscina';
import type {
  RemoteRegistryEntry,
  ServerRenderRequest,
  ServerRenderResult,
} from '@dating/shared-contracts/registry';
import { findRepoRoot } from '../../config';

/**
 * A release's first render in a thread also compiles its code and reads its texts (about
 * 200 ms here alone, more under load), so the page waits longer for it: otherwise the first
 * visitor after every release (and after every new thread) would get no server paint.
 */
export const FIRST_RENDER_BUDGET_MS = 1500;

export interface RenderPoolOptions {
  /** Render threads at most (SSR_THREADS). */
  readonly threads: number;
  /** Release bundles each thread keeps loaded (SSR_BUNDLES), least recently used dropped. */
  readonly bundles: number;
  /** A render still running after this is stopped, its thread ended (SSR_TIME_LIMIT_MS). */
  readonly timeLimitMs: number;
}

/** What a thread is asked of a release's renderer (`load`: only load it, at a start). */
type Operation = 'render' | 'sitemap' | 'status' | 'load';

/** The part of a render request that crosses to a thread: everything but its fetch. */
type VisitorRequest = Omit<ServerRenderRequest, 'fetch'>;

interface TaskAnswer {
  readonly value?: unknown;
  readonly unloadable?: string;
  readonly cold?: boolean;
  readonly dropped: readonly string[];
  readonly held: number;
}

interface FetchCall {
  readonly id: number;
  readonly url: string;
  readonly method: string;
  readonly body: string | undefined;
}

/** Render threads run below the event loop's priority: a busy CPU answers API calls first. */
const THREAD_NICE = 5;
/** A thread whose renders use more than this is ended (and replaced), not the API. */
const THREAD_HEAP_MB = 256;
/** Tasks waiting per thread; beyond that a page goes out without its paint at once. */
const QUEUE_PER_THREAD = 8;
/** An idle thread beyond the first ends after this long. */
const IDLE_THREAD_MS = 60_000;

const THREAD_FILE = () =>
  path.join(findRepoRoot(), 'api', 'src', 'modules', 'frontend', 'render-thread.cjs');

/** How the API answers a renderer's fetch: its in-process fetch, answered on the task's port. */
function answerFetches(port: MessagePort, fetch: typeof globalThis.fetch) {
  return async (call: FetchCall) => {
    try {
      const response = await fetch(call.url, {
        method: call.method,
        ...(call.body === undefined ? {} : { body: call.body }),
      });
      const body = await response.arrayBuffer();
      port.postMessage(
        {
          id: call.id,
          status: response.status,
          type: response.headers.get('content-type'),
          body,
        },
        [body],
      );
    } catch (error) {
      port.postMessage({ id: call.id, error: String((error as Error)?.message ?? error) });
    }
  };
}

/**
 * The server renderers of the releases, run in a pool of worker threads (decision 0135) so
 * that no render, however slow or stuck, holds up the API's event loop. A page waits for its
 * render within its budget; a render still running at the time limit is stopped by ending its
 * thread (a new one takes its place). Each thread keeps a bounded number of release bundles.
 * The threads start with the first render, not with the app.
 */
export class RenderPool {
  private pool: Piscina | null = null;
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {}

  private piscina(): Piscina {
    this.pool ??= new Piscina({
      filename: THREAD_FILE(),
      minThreads: 1,
      maxThreads: this.options.threads,
      idleTimeout: IDLE_THREAD_MS,
      maxQueue: this.options.threads * QUEUE_PER_THREAD,
      // The thread's file is plain JavaScript: it needs no loader of the parent's (tsx).
      execArgv: [],
      niceIncrement: THREAD_NICE,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      workerData: { bundles: this.options.bundles },
    });
    return this.pool;
  }

  /**
   * A release's render of a visitor's page within `budgetMs` (longer when the thread must
   * load the release first, never beyond the time limit), or null: no renderer, a render
   * that fails, is late or was stopped is logged, and the page goes out without its paint.
   */
  async render(
    deployDir: string,
    release: RemoteRegistryEntry,
    request: ServerRenderRequest,
    log: FastifyBaseLogger,
    budgetMs: number,
  ): Promise<ServerRenderResult | null> {
    const answer = await this.run('render', deployDir, release, request, log, budgetMs);
    return (answer as ServerRenderResult | null | undefined) ?? null;
  }

  /** A release's public pages for the sitemap, within the time limit; none when it fails. */
  async sitemap(
    deployDir: string,
    release: RemoteRegistryEntry,
    request: ServerRenderRequest,
    log: FastifyBaseLogger,
  ): Promise<string[]> {
    const answer = await this.run(
      'sitemap',
      deployDir,
      release,
      request,
      log,
      this.options.timeLimitMs,
    );
    return Array.isArray(answer) ? answer.filter((page) => typeof page === 'string') : [];
  }

  /**
   * The status of a page a release draws (404 for its not-found page), without drawing it,
   * within `budgetMs`; null when the release does not say, or fails or is late to.
   */
  async status(
    deployDir: string,
    release: RemoteRegistryEntry,
    request: ServerRenderRequest,
    log: FastifyBaseLogger,
    budgetMs: number,
  ): Promise<number | null> {
    const answer = await this.run('status', deployDir, release, request, log, budgetMs);
    return typeof answer === 'number' && Number.isInteger(answer) ? answer : null;
  }

  /**
   * Starts the first thread and loads these releases' renderers into it, one after another,
   * each within the time limit: an instance's start, so that its first visitors do not wait
   * for a thread to compile a release (seconds on a busy machine). Resolves with how many
   * loaded; one that does not load is logged, as on a page.
   */
  async warmUp(
    deployDir: string,
    releases: readonly RemoteRegistryEntry[],
    log: FastifyBaseLogger,
  ): Promise<number> {
    let ready = 0;
    for (const release of releases) {
      if (!release.ssr || this.closed) continue;
      const folder = path.join(deployDir, 'remotes', release.name, release.version);
      const file = path.join(folder, release.ssr);
      const about = { remote: release.name, version: release.version, url: '(start)' };
      const started = performance.now();
      const { port1, port2 } = new MessageChannel();
      const stop = new AbortController();
      const limit = setTimeout(() => stop.abort(new Error('time limit')), this.options.timeLimitMs);
      const task = this.piscina().run(
        { op: 'load', file, folder, request: null, port: port2 },
        { transferList: [port2], signal: stop.signal },
      ) as Promise<TaskAnswer>;
      const answer = await this.logged(task, {
        op: 'load',
        about,
        file,
        ms: () => Math.round(performance.now() - started),
        stoppedBy: () => (stop.signal.aborted ? 'limit' : null),
        log,
      }).finally(() => {
        clearTimeout(limit);
        port1.close();
      });
      if (answer && !answer.unloadable) ready += 1;
    }
    return ready;
  }

  /** Ends the threads; a render still running is dropped. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.destroy();
  }

  /**
   * What a task ends with, logged whether its page still waits or not: a release that does
   * not load (once per thread), the bundles a thread dropped, a render stopped at the time
   * limit (naming the release and how long it ran), a full queue, a failure.
   */
  private async logged(
    task: Promise<TaskAnswer | null>,
    context: {
      op: Operation;
      about: { remote: string; version: string; url: string };
      file: string;
      ms: () => number;
      stoppedBy: () => 'limit' | 'unwanted' | null;
      log: FastifyBaseLogger;
    },
  ): Promise<TaskAnswer | null> {
    const { op, about, file, ms, stoppedBy, log } = context;
    try {
      const answer = await task;
      if (answer?.unloadable !== undefined && answer.cold)
        log.error(
          { ...about, file, reason: answer.unloadable },
          'server renderer not loaded: its pages go out unrendered',
        );
      for (const dropped of answer?.dropped ?? [])
        log.info(
          { file: dropped, kept: answer?.held },
          'server renderer dropped from a render thread (least recently used)',
        );
      return answer;
    } catch (error) {
      const elapsed = ms();
      if (stoppedBy() === 'limit')
        log.error(
          { ...about, limitMs: this.options.timeLimitMs, ms: elapsed },
          `server render stopped at its time limit after ${elapsed} ms: ${about.remote} ${about.version}`,
        );
      else if (/queue is at limit/i.test((error as Error).message))
        log.warn(about, 'server render not started: every render thread is busy');
      else if (stoppedBy() !== 'unwanted' && !this.closed)
        log.error(
          { err: error, ...about },
          op === 'render'
            ? 'server render failed: page sent unrendered'
            : op === 'status'
              ? 'page status not found: page sent as 200'
              : op === 'load'
                ? 'server renderer not loaded at start: the first page loads it'
                : 'sitemap: a release has no list',
        );
      return null;
    }
  }

  private async run(
    op: Operation,
    deployDir: string,
    release: RemoteRegistryEntry,
    { fetch, ...request }: ServerRenderRequest,
    log: FastifyBaseLogger,
    budgetMs: number,
  ): Promise<unknown> {
    if (!release.ssr || this.closed) return null;
    const folder = path.join(deployDir, 'remotes', release.name, release.version);
    const file = path.join(folder, release.ssr);
    const about = { remote: release.name, version: release.version, url: request.url };
    const { timeLimitMs } = this.options;
    const started = performance.now();
    const { port1, port2 } = new MessageChannel();
    const stop = new AbortController();
    let stoppedBy: 'limit' | 'unwanted' | null = null;
    const limit = setTimeout(() => {
      stoppedBy = 'limit';
      stop.abort(new Error('time limit'));
    }, timeLimitMs);

    // The page's wait: its budget, or the first render's when the thread loads the release.
    let inThread = false;
    let answered = false;
    let wait: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      wait = setTimeout(() => resolve('late'), Math.min(budgetMs, timeLimitMs));
      const answer = answerFetches(port1, fetch);
      port1.on('message', (message: FetchCall | { started: true; cold: boolean }) => {
        if (!('started' in message)) return void answer(message);
        inThread = true;
        if (answered || !message.cold || budgetMs >= FIRST_RENDER_BUDGET_MS) return;
        clearTimeout(wait);
        const left = Math.min(FIRST_RENDER_BUDGET_MS, timeLimitMs) - (performance.now() - started);
        wait = setTimeout(() => resolve('late'), Math.max(0, left));
      });
    });

    let task: Promise<TaskAnswer | null>;
    try {
      task = this.piscina().run(
        { op, file, folder, request: structuredRequest(request), port: port2 },
        { transferList: [port2], signal: stop.signal },
      ) as Promise<TaskAnswer>;
    } catch (error) {
      // A pool that cannot be made costs the paint, not the page.
      clearTimeout(limit);
      clearTimeout(wait);
      port1.close();
      log.warn({ err: error, ...about }, 'server render not started: page sent unrendered');
      return null;
    }
    const ms = () => Math.round(performance.now() - started);
    const outcome = this.logged(task, {
      op,
      about,
      file,
      ms,
      stoppedBy: () => stoppedBy,
      log,
    }).finally(() => {
      clearTimeout(limit);
      port1.close();
    });

    const first = await Promise.race([outcome, late]);
    answered = true;
    clearTimeout(wait);
    if (first === 'late') {
      // A render that has not left the queue is of no use to anyone any more.
      if (!inThread) {
        stoppedBy = 'unwanted';
        stop.abort(new Error('page sent without it'));
      }
      log.warn(
        { ...about, budgetMs, ms: ms() },
        op === 'status'
          ? `page status too slow: page sent as 200 (${release.name} ${release.version})`
          : `server render too slow: page sent unrendered (${release.name} ${release.version})`,
      );
      return null;
    }
    return first?.value;
  }
}

/** The request as a thread gets it: plain data (the settings and texts of the page). */
const structuredRequest = (request: VisitorRequest): VisitorRequest => ({
  url: request.url,
  origin: request.origin,
  locale: request.locale,
  settings: request.settings,
  assetBase: request.assetBase,
});
