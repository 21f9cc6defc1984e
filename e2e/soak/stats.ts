// What a soak run counts: every request by outcome and route group, the slow ones, the
// probes' flips, and the writes the API acknowledged (checked against the database at the end).
import fs from 'node:fs';
import type { Answer } from './client';

/** A request that waited longer than this is a finding (a member would have given up). */
export const SLOW_MS = 5_000;

export type Outcome = '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'connection error';
export const OUTCOMES: readonly Outcome[] = [
  '2xx',
  '3xx',
  '4xx',
  '5xx',
  'timeout',
  'connection error',
];

interface Slow {
  at: number;
  ms: number;
  request: string;
  outcome: Outcome | number;
}

/** A request that ended: answered (status) or not (failure). */
interface Done {
  group: string;
  /** The person's address. */
  from: string;
  method: string;
  path: string;
  ms: number;
  answer: Answer;
  failure?: 'timeout' | 'connection error';
}

/** One acknowledged chat message: the sender's nonce and the id the API answered. */
export interface AckedMessage {
  senderProfileId: string;
  nonce: string;
  id: string;
}

export class Stats {
  readonly startedAt = Date.now();
  readonly outcomes = new Map<Outcome, number>(OUTCOMES.map((o) => [o, 0]));
  readonly durations = new Map<string, number[]>();
  readonly slow: Slow[] = [];
  /** 429 answers (rate limits, login delays) by route group. */
  readonly limited = new Map<string, number>();
  /** 5xx answers, timeouts and connection errors by route, with the first moment each was seen. */
  readonly failures = new Map<string, { count: number; firstAt: number }>();
  readonly messages: AckedMessage[] = [];
  /** Payments the member saw completed: the credits each must have added, exactly once. */
  readonly payments: { id: string; credits: number }[] = [];
  readonly signups: string[] = [];
  /** Things a member noticed that are not a request's outcome (mails that never came, ...). */
  readonly notes = new Map<string, number>();

  /** Seconds since the run started, for the log lines of findings. */
  elapsed(): number {
    return Math.round((Date.now() - this.startedAt) / 1000);
  }

  note(what: string): void {
    this.notes.set(what, (this.notes.get(what) ?? 0) + 1);
  }

  /** Every request, one JSON line each when it ended, for reading what came before a finding. */
  private trace: fs.WriteStream | undefined;
  traceTo(file: string): void {
    this.trace = fs.createWriteStream(file);
  }
  endTrace(): Promise<void> {
    return new Promise((resolve) => (this.trace ? this.trace.end(resolve) : resolve()));
  }

  record({ group, from, method, path, ms, answer, failure }: Done): void {
    const outcome: Outcome = failure ?? (`${Math.floor(answer.status / 100)}xx` as Outcome);
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    const list = this.durations.get(group) ?? [];
    list.push(ms);
    this.durations.set(group, list);
    const route = `${method} ${path.split('?')[0]!.slice(0, 60)}`;
    const at = (Date.now() - this.startedAt) / 1000;
    this.trace?.write(
      `${JSON.stringify({ at, ms: Math.round(ms), from, method, path: path.slice(0, 200), status: failure ?? answer.status })}\n`,
    );
    if (ms > SLOW_MS) {
      this.slow.push({ at: Math.round(at), ms, request: route, outcome: failure ?? answer.status });
    }
    if (answer.status === 429) this.limited.set(group, (this.limited.get(group) ?? 0) + 1);
    if (outcome === '5xx' || failure) {
      const key = `${failure ?? answer.status}: ${route}`;
      const seen = this.failures.get(key) ?? { count: 0, firstAt: this.elapsed() };
      seen.count += 1;
      this.failures.set(key, seen);
    }
  }
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Prints rows of equal-width columns, the first left-aligned. */
export function table(rows: (string | number)[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) =>
          i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!),
        )
        .join('  '),
    );
  }
}
