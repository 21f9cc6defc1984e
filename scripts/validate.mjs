#!/usr/bin/env node
// `npm test`: lint, format check, type-check and unit tests at once (each line prefixed with
// its task), and beside them the build and then the e2e journeys; a check that fails stops
// the build or the journeys, so the run fails as soon as a check does.
//   node scripts/validate.mjs            everything (npm test)
//   node scripts/validate.mjs --checks   only the four checks (npm run check)
// Each task is the package.json script of the same name, run the way npm runs it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { onCurrentNode } from './current-node.mjs';
import { ROOT } from './packages.mjs';

await onCurrentNode();

const SCRIPTS = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
const CHECKS = ['lint', 'format:check', 'typecheck', 'test:unit'];
const THEN = ['build', 'e2e'];
// Scripts to run beside the e2e journeys, which would leave part of the cores idle while a
// browser waits for the server: CI names its PostgreSQL run and its multi-instance and soak
// tests here (TEST_BESIDE_E2E=test:postgres,test:scale>test:soak:beside). A comma separates
// lanes that run at the same time; `>` chains scripts that run one after another in a lane.
// Jest runs on one worker there, so the journeys keep a core.
const BESIDE_E2E = (process.env.TEST_BESIDE_E2E ?? '')
  .split(',')
  .map((lane) =>
    lane
      .split('>')
      .map((task) => task.trim())
      .filter(Boolean),
  )
  .filter((lane) => lane.length > 0);
for (const task of BESIDE_E2E.flat()) {
  if (!SCRIPTS[task]) {
    console.error(`TEST_BESIDE_E2E names ${task}, which is no script of package.json`);
    process.exit(1);
  }
}
const width = Math.max(...[...CHECKS, ...THEN, ...BESIDE_E2E.flat()].map((task) => task.length));

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * The lines repeated after the summary for the failed tasks, shared among them (CI keeps the
 * last 120 lines of a run): each one's failure marks (a jest file that failed, a journey that
 * failed, wherever in its output), then its last lines.
 */
const REPEATED_LINES = 110;
const MARKS = 24;
const FAILURE_MARK = /^(FAIL |\s*✘ )/;
// A journey's failure in the reporter's summary: its heading, then its error and the line of
// the journey it stopped at, kept with the marks (the summary itself may lie above the cut).
const JOURNEY_FAILURE = /^\s+\d+\) \[/;
const JOURNEY_ERROR = /^\s+Error: /;
const JOURNEY_LINE = /^\s+at \S*\.spec\.ts:\d+/;

/** Runs one package.json script, prefixing each line it writes; resolves to its summary. */
function run(task, env = {}) {
  const started = Date.now();
  const prefix = `${task.padEnd(width)} | `;
  const tail = [];
  const marks = [];
  // What of a journey's failure is still to be marked: its error, then where it stopped.
  let journey = [];
  const keep = (line) => {
    if (JOURNEY_FAILURE.test(line)) journey = [JOURNEY_ERROR, JOURNEY_LINE];
    const mark = FAILURE_MARK.test(line) || JOURNEY_FAILURE.test(line) || journey[0]?.test(line);
    if (journey[0]?.test(line)) journey.shift();
    if (mark && marks.length < MARKS) marks.push(line);
    tail.push(line);
    if (tail.length > REPEATED_LINES) tail.shift();
  };
  const child = spawn(SCRIPTS[task], {
    cwd: ROOT,
    shell: true,
    // A group of its own, so that stop() ends the script's children too (a browser, a server).
    detached: true,
    env: {
      ...process.env,
      ...env,
      PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
      FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
    },
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        out.write(`${prefix}${line}\n`);
        keep(line);
      }
    });
    stream.on('end', () => {
      if (!rest) return;
      out.write(`${prefix}${rest}\n`);
      keep(rest);
    });
  }
  running.set(child, task);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      resolve({ task, ok: code === 0, time: seconds(started), tail, marks });
    });
  });
}

/** The scripts running now, each the leader of its process group, with their task. */
const running = new Map();
/** How long a stopped script may take to end before its whole group is killed. */
const STOP_DEADLINE_MS = 30_000;
let stopped;
/**
 * Ends the scripts still running, all of them or all but the checks (a failed check stops the
 * build and the journeys, not the other checks); the ones it ends report as failed.
 */
function stop(reason, { checksToo = true } = {}) {
  stopped = reason;
  for (const [child, task] of running) {
    if (!checksToo && CHECKS.includes(task)) continue;
    console.log(`stopping ${task}: ${reason}`);
    try {
      // SIGINT, as a terminal's Ctrl-C: Playwright then stops the server it started (its web
      // server has a process group of its own and outlived a SIGTERM, keeping the port).
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
    const kill = setTimeout(() => {
      console.log(`${task} did not end within ${STOP_DEADLINE_MS / 1000} s of its stop: killed`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }, STOP_DEADLINE_MS);
    child.on('close', () => clearTimeout(kill));
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop(`${signal} received`);
    process.exit(1);
  });
}

function report(results) {
  // Tasks run side by side, so a failed one's own summary may lie far above the end of the
  // output (where CI logs are cut): its last lines come again here, on their own.
  const failed = results.filter((result) => !result.ok);
  const share = Math.floor(REPEATED_LINES / Math.max(1, failed.length));
  for (const { task, tail, marks } of failed) {
    if (marks.length) {
      console.log(`--- what failed in ${task} ---`);
      for (const line of marks) console.log(line);
    }
    const last = tail.slice(-Math.max(10, share - marks.length - 3));
    console.log(`--- the last ${last.length} lines of ${task} ---`);
    for (const line of last) console.log(line);
    console.log('');
  }
  for (const { task, ok, time } of results) {
    console.log(`${task.padEnd(width)}   ${ok ? 'ok    ' : 'FAILED'} ${time}`);
  }
}

/** A script left out, and why: a result of its own, failed, so the run cannot pass without it. */
function notRun(task, reason) {
  console.log(`${task.padEnd(width)} | not run: ${reason}`);
  return { task, ok: false, time: 'not run', tail: [], marks: [] };
}

/**
 * Runs a lane's scripts one after another; one that fails ends the lane, and each script it
 * leaves out says so (a result of its own, failed, so the run cannot pass without it).
 */
async function lane(tasks) {
  const done = [];
  let failed;
  for (const task of tasks) {
    if (failed) {
      done.push(notRun(task, `${failed} failed before it in its lane`));
      continue;
    }
    const result = await run(task, { JEST_MAX_WORKERS: '1' });
    if (!result.ok) failed = task;
    done.push(result);
  }
  return done;
}

const started = Date.now();
const checks = Promise.all(
  CHECKS.map((task) =>
    run(task).then((result) => {
      if (!result.ok) stop(`${task} failed`, { checksToo: false });
      return result;
    }),
  ),
);

/**
 * The build, then the journeys, while the checks run: the checks leave part of the cores idle
 * once the shorter ones are done, and so do the journeys while a browser waits for the server.
 * The scripts beside the journeys start once the checks have passed, so that only the
 * journeys share the cores with the checks.
 */
async function buildAndJourneys() {
  const done = [];
  let failed;
  for (const task of THEN) {
    const reason = stopped ?? (failed && `${failed} failed`);
    if (reason) {
      done.push(notRun(task, reason));
      continue;
    }
    const beside =
      task === 'e2e'
        ? BESIDE_E2E.map(async (tasks) => {
            if ((await checks).every((result) => result.ok)) return lane(tasks);
            return tasks.map((name) => notRun(name, stopped));
          })
        : [];
    // With tests beside them, the journeys run two at a time instead of three.
    const env =
      task === 'e2e' && beside.length ? { E2E_WORKERS: process.env.E2E_WORKERS ?? '2' } : {};
    const results = (
      await Promise.all([run(task, env).then((result) => [result]), ...beside])
    ).flat();
    done.push(...results);
    if (!results.every((result) => result.ok)) failed = task;
  }
  return done;
}

const results = process.argv.includes('--checks')
  ? await checks
  : (await Promise.all([checks, buildAndJourneys()])).flat();
const ok = results.every((result) => result.ok);
console.log('');
report(results);
console.log(`${ok ? 'all passed' : 'FAILED'} in ${seconds(started)} (wall time)`);
process.exit(ok ? 0 : 1);
