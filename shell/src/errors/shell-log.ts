import { SHELL_VERSION } from '../shell-version';
import type { ClientErrorKind, ErrorSink } from './error-sink';

let sink: ErrorSink | null = null;

/** At boot: from now on the shell's own failures also reach the server's log. */
export function routeShellErrorsTo(next: ErrorSink | null): void {
  sink = next;
}

/**
 * A failure of the shell's own work (a background refresh, the registry, push): logged as
 * `context` says it, and sent through the page's error sink once the shell has one. Before
 * boot and in unit tests it is the console alone.
 */
export function logShellError(context: string, error?: unknown, kind: ClientErrorKind = 'load') {
  if (sink) sink.report({ remote: 'shell', version: SHELL_VERSION, kind, context, error });
  else if (error === undefined) console.error(context);
  else console.error(context, error);
}
