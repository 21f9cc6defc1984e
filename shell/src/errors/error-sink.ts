import type {
  ClientErrorKind,
  ClientErrorReport as ClientErrorBody,
} from '@dating/shared-contracts/api';

export type { ClientErrorKind };

export interface ClientErrorReport {
  /** The remote it happened in, or `shell`. */
  readonly remote: string;
  readonly version: string;
  readonly kind: ClientErrorKind;
  /** What failed, in the shell's words (`[shell] company info unavailable`); logged as it is. */
  readonly context?: string;
  /** The error, when there is one (a context alone can say it all). */
  readonly error?: unknown;
}

export interface ErrorSinkEnvironment {
  /** Sends one report to the server; fire and forget (the API client's beacon). */
  readonly send: (body: ClientErrorBody) => void;
  readonly route: () => string;
  readonly now: () => number;
  readonly log: (...args: unknown[]) => void;
}

/** Per page: a crash loop must not flood the server (which limits per address too). */
export const MAX_REPORTS_PER_MINUTE = 10;

// The bounds of the API's schema (client-errors.schema.ts): a report is cut to fit, not lost.
const MESSAGE_MAX = 2000;
const STACK_MAX = 8000;
const ROUTE_MAX = 200;

/** The report's message (the context first, when there is one) and the error's stack. */
function describe(
  context: string | undefined,
  error: unknown,
): { message: string; stack?: string } {
  const what =
    error === undefined
      ? ''
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error);
  const message = [context, what].filter(Boolean).join(': ') || 'unknown error';
  const stack = error instanceof Error ? error.stack?.slice(0, STACK_MAX) : undefined;
  return { message: message.slice(0, MESSAGE_MAX), ...(stack ? { stack } : {}) };
}

/**
 * The one place every front-end error goes: the console, with the remote's name (as
 * support and the e2e tests read it), and the server's log through
 * `POST /api/client-errors.php` with remote, version, route and message. The same
 * error twice within a minute is sent once.
 */
export function createErrorSink(env: ErrorSinkEnvironment) {
  const sent: number[] = [];
  const lastSeen = new Map<string, number>();

  return {
    report({ remote, version, kind, context, error }: ClientErrorReport): void {
      const prefix = context ?? `[${remote === 'shell' ? 'shell' : `remote ${remote}`}] failed:`;
      env.log(prefix, ...(error === undefined ? [] : [error]));
      const now = env.now();
      const { message, stack } = describe(context, error);
      const key = `${remote}|${kind}|${message}`;
      if (now - (lastSeen.get(key) ?? -Infinity) < 60_000) return;
      while (sent.length > 0 && now - (sent[0] as number) >= 60_000) sent.shift();
      if (sent.length >= MAX_REPORTS_PER_MINUTE) return;
      lastSeen.set(key, now);
      sent.push(now);
      const route = env.route().slice(0, ROUTE_MAX) || '/';
      env.send({ remote, version, kind, route, message, ...(stack ? { stack } : {}) });
    },
  };
}

export type ErrorSink = ReturnType<typeof createErrorSink>;
