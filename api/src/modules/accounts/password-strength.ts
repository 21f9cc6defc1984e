import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { findRepoRoot } from '../../config';
import { processWide } from '../../lib/process-wide';
import { SECOND } from '../../lib/time';
import { NORDIC_PASSWORD_WORDS } from './password-words';
import { THREAD_SOURCE } from './password-strength-thread';

/**
 * zxcvbn-ts's word lists of the languages we serve that it has a package for (Danish,
 * Norwegian and Swedish words come from password-words.ts), beside its common list of
 * leaked passwords: about 770,000 entries.
 */
const LANGUAGE_PACKAGES = ['common', 'en', 'nl-be', 'de', 'fr', 'es-es', 'it', 'pl', 'fi'];

/** zxcvbn's score (0-4) a new password must reach: 3 is "safely unguessable" online. */
export const MIN_PASSWORD_SCORE = 3;
/** Characters analysed: past these a password is long enough, and the analysis grows fast. */
const ANALYSED_LENGTH = 64;
/**
 * The longest a member waits for a check, queued and run; then the request answers 503. Well
 * under the 5 s a request may take at most, so a busy answer comes while the member still
 * waits for one (at 5 s, 266 signups and resets of a 30-minute soak came too late).
 */
const CHECK_DEADLINE = 2.5 * SECOND;
/**
 * Character substitutions tried per l33t reading ("p4ssw0rd"). Three find the same guessable
 * passwords as twenty in our tests, at a third of the time a check takes: twenty made each
 * check cost 250-300 ms of a loaded core, and a busy instance shed signups.
 */
const L33T_SUBSTITUTIONS = 3;
/** The longest a check waits for the dictionaries to load (a first check, or after a restart). */
const LOAD_LIMIT = 30 * SECOND;
/** Checks waiting at most; one more is refused at once (503) instead of waiting its turn. */
const MAX_WAITING = 20;

/**
 * A password could not be checked in time: too many checks wait, or this one waited past its
 * deadline. The request is answered 503 `server_busy` (the member tries again); nothing was
 * changed.
 */
export class PasswordCheckBusyError extends Error {
  constructor(reason: string) {
    super(`password check: ${reason}`);
    this.name = 'PasswordCheckBusyError';
  }
}

interface Pending {
  resolve: (score: number) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** What the thread is to score; kept until it is sent (after the dictionaries loaded). */
  check: { password: string; userInputs: string[] } | null;
}

/** A thread kept for the whole process, and whether its dictionaries are loaded. */
interface SharedThread {
  worker: Worker;
  ready: boolean;
  /** The checker that listens to it now. */
  owner: StrengthThread;
}

interface ThreadAnswer {
  ready?: boolean;
  id?: number;
  score?: number;
  expired?: boolean;
  error?: string;
}

/**
 * zxcvbn-ts in a thread of its own: its dictionaries are loaded once per process (on the
 * first check, or at start in production: warmUp), and a long password's analysis never
 * holds up the event loop. Under load it sheds instead of collapsing: past MAX_WAITING
 * checks a new one is refused at once, a check that waited past its deadline is answered
 * busy and skipped when its turn comes, and the thread is stopped (its dictionaries to be
 * loaded again) only when, loaded, it answered nothing for a whole deadline: stuck on one
 * password. Stopping it on every late check made each restart's loading late again, and a
 * busy instance refused every signup for good (the soak test). Loading is not counted in a
 * check's deadline: checks that come while it loads wait for it (up to LOAD_LIMIT), then have
 * their whole deadline.
 */
export class StrengthThread {
  private worker: Worker | null = null;
  private ready = false;
  private lastAnswerAt = 0;
  private readonly pending = new Map<number, Pending>();
  /** Who waits for the dictionaries to load (warmUp): told true when loaded, false if not. */
  private readonly loadWaiters = new Set<(loaded: boolean) => void>();
  private nextId = 1;

  constructor(
    private deadline = CHECK_DEADLINE,
    private readonly maxWaiting = MAX_WAITING,
    private readonly loadLimit = LOAD_LIMIT,
    /**
     * Keeps the thread in the process-wide store under this key: the checker of another
     * module registry of the process (jest's next test file) takes it over, dictionaries
     * loaded, instead of loading its own (0.7 s of CPU each time).
     */
    private readonly sharedAs?: string,
  ) {}

  /** How long each check sent from now on may take (the instance's configured deadline). */
  setDeadline(ms: number) {
    this.deadline = ms;
  }

  /**
   * Loads the dictionaries now, so the first members' checks do not wait for it. Resolves
   * true once they are loaded, false if the thread failed or the load limit passed first.
   */
  warmUp(): Promise<boolean> {
    this.worker ??= this.start();
    if (this.ready) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (loaded: boolean) => {
        clearTimeout(timer);
        this.loadWaiters.delete(done);
        resolve(loaded);
      };
      const timer = setTimeout(() => done(false), this.loadLimit).unref();
      this.loadWaiters.add(done);
    });
  }

  private tellLoadWaiters(loaded: boolean) {
    for (const done of [...this.loadWaiters]) done(loaded);
  }

  /** The process's thread left by a checker of another registry, if it still runs. */
  private takeOver(): SharedThread | undefined {
    if (!this.sharedAs) return undefined;
    const shared = processWide().get(this.sharedAs) as SharedThread | undefined;
    if (!shared) return undefined;
    // Its old checker hears nothing more from it (what it had pending fails at its deadline)
    // and no longer owns it, so it neither ends it nor counts its silence.
    for (const event of ['message', 'error', 'exit']) shared.worker.removeAllListeners(event);
    shared.owner = this;
    return shared;
  }

  private start(): Worker {
    const taken = this.takeOver();
    const worker = taken?.worker ?? this.newThread();
    this.ready = taken?.ready ?? false;
    const shared = taken ?? (this.sharedAs ? { worker, ready: false, owner: this } : undefined);
    if (shared && !taken) processWide().set(this.sharedAs!, shared);
    worker.on('message', (answer: ThreadAnswer) => {
      this.lastAnswerAt = Date.now();
      if (answer.ready) {
        this.ready = true;
        if (shared) shared.ready = true;
        this.sendWaiting(worker);
        this.tellLoadWaiters(true);
        return;
      }
      const waiting = this.pending.get(answer.id!);
      if (!waiting) return;
      this.settle(answer.id!);
      if (answer.error !== undefined) waiting.reject(new Error(answer.error));
      else if (answer.expired) waiting.reject(new PasswordCheckBusyError('its turn came too late'));
      else waiting.resolve(answer.score!);
    });
    const fail = (error: Error) => this.fail(worker, error);
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`password strength thread exited with ${code}`)));
    // The thread never keeps the process alive (CLI scripts, tests): a check waiting for it
    // does, by its deadline's timer. After the listeners: adding one refs the thread again.
    worker.unref();
    return worker;
  }

  private newThread(): Worker {
    const resolve = createRequire(path.join(findRepoRoot(), 'api', 'package.json')).resolve;
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: {
        core: resolve('@zxcvbn-ts/core'),
        languages: Object.fromEntries(
          LANGUAGE_PACKAGES.map((name) => [name, resolve(`@zxcvbn-ts/language-${name}`)]),
        ),
        extra: NORDIC_PASSWORD_WORDS,
        maxLength: ANALYSED_LENGTH,
        l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
      },
    });
    return worker;
  }

  private settle(id: number) {
    clearTimeout(this.pending.get(id)?.timer);
    this.pending.delete(id);
  }

  /** A thread that died or was stopped fails what it held; the next check starts a new one. */
  private fail(worker: Worker, error: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    this.pending.clear();
    this.tellLoadWaiters(false);
    if (this.sharedAs) {
      const store = processWide();
      const shared = store.get(this.sharedAs) as SharedThread | undefined;
      // A checker another registry took the thread over from leaves it to that one.
      if (shared && shared.owner !== this) return;
      if (shared?.worker === worker) store.delete(this.sharedAs);
    }
    void worker.terminate();
  }

  /** Past the deadline: the check is answered busy; a loaded thread silent all along is stuck. */
  private late(id: number, worker: Worker) {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    if (waiting.check) {
      this.settle(id);
      waiting.reject(
        new PasswordCheckBusyError(`the dictionaries did not load within ${this.loadLimit} ms`),
      );
      return;
    }
    if (this.ready && Date.now() - this.lastAnswerAt >= this.deadline) {
      this.fail(worker, new PasswordCheckBusyError(`no answer for ${this.deadline} ms`));
      return;
    }
    this.settle(id);
    waiting.reject(new PasswordCheckBusyError(`waited over ${this.deadline} ms`));
  }

  /** Sends a check to the loaded thread; its deadline starts now. */
  private send(id: number, waiting: Pending, worker: Worker) {
    const { password, userInputs } = waiting.check!;
    waiting.check = null;
    clearTimeout(waiting.timer);
    waiting.timer = setTimeout(() => this.late(id, worker), this.deadline);
    worker.postMessage({ id, password, userInputs, expiresAt: Date.now() + this.deadline });
  }

  /** The dictionaries are loaded: the checks that waited for them go to the thread. */
  private sendWaiting(worker: Worker) {
    for (const [id, waiting] of this.pending) {
      if (waiting.check) this.send(id, waiting, worker);
    }
  }

  score(password: string, userInputs: string[]): Promise<number> {
    if (this.pending.size >= this.maxWaiting) {
      return Promise.reject(new PasswordCheckBusyError(`${this.pending.size} checks waiting`));
    }
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise<number>((resolve, reject) => {
      // Silence counts from when there is something to answer.
      if (this.pending.size === 0) this.lastAnswerAt = Date.now();
      // Until the dictionaries are loaded, the check waits here, for at most the load limit.
      const timer = setTimeout(() => this.late(id, worker), this.loadLimit);
      const waiting: Pending = { resolve, reject, timer, check: { password, userInputs } };
      this.pending.set(id, waiting);
      if (this.ready) this.send(id, waiting, worker);
    });
  }
}

// One thread per process, its dictionaries loaded once.
const thread = new StrengthThread(CHECK_DEADLINE, MAX_WAITING, LOAD_LIMIT, 'password-strength');

/**
 * zxcvbn's score of a password, with what the member is known by counting against it. A
 * check that cannot be made in time fails with PasswordCheckBusyError (answered 503).
 */
export const passwordScore = (password: string, userInputs: string[]): Promise<number> =>
  thread.score(password, userInputs);

/**
 * Loads the checker's dictionaries ahead of the first check (production's start); resolves
 * true once loaded, false if they could not be loaded within the load limit.
 */
export const warmUpPasswordCheck = (): Promise<boolean> => thread.warmUp();

/** The longest a check may take from now on (PASSWORD_CHECK_DEADLINE_MS of the instance). */
export const setPasswordCheckDeadline = (ms: number): void => thread.setDeadline(ms);
