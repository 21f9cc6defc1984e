// The Module Federation types of a remote's exposes, kept current beside its dev server: generated
// once when the dev loop starts and again after a rebuild, each time in a low-priority process of
// its own (expose-types-worker.mjs). In the compiler, the same generation took every save from
// about 0.2 s to 12–17 s; beside it, a save shows as fast as without types (decision 0177).
import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const WORKER = path.join(import.meta.dirname, 'expose-types-worker.mjs');
/** Saves in quick succession regenerate once. */
const SETTLE_MS = 300;

/**
 * @param {string} remote e.g. mfe-chat
 * @param {{ outputDir: string, onDone: (run: { ms: number, error: string | null }) => void }} options
 * @returns {{ refresh: () => void, stop: () => void }} refresh asks for a generation (one runs at
 *   a time; asks while it runs make one more after it)
 */
export function exposeTypes(remote, { outputDir, onDone }) {
  mkdirSync(outputDir, { recursive: true });
  let running = null;
  let pending = false;
  let timer = null;
  let stopped = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      pending = true;
      return;
    }
    const started = Date.now();
    let error = null;
    let stderr = '';
    running = fork(WORKER, [remote, outputDir], {
      execArgv: [],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    running.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
    running.on('message', (message) => (error = message.error ?? null));
    running.on('exit', (code) => {
      running = null;
      if (stopped) return;
      onDone({
        ms: Date.now() - started,
        error: code === 0 ? null : (error ?? (stderr.trim() || `exit code ${code}`)),
      });
      if (pending) {
        pending = false;
        run();
      }
    });
  };

  return {
    refresh() {
      clearTimeout(timer);
      timer = setTimeout(run, SETTLE_MS);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      running?.kill();
    },
  };
}
