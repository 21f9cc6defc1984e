// A test fails when it writes console.error or console.warn it did not declare: a log the
// test did not ask for is a missing stub, a real bug, or behaviour nobody asserts. Declared
// logs (expectConsoleError / expectConsoleWarn) must happen, or the test fails as well.
// Loaded by every jest project (jest.setup.ts for the browser packages, api/jest.config.cjs);
// the two helpers are globals in tests, like expect (types/console-guard.d.ts).
import { format } from 'node:util';

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  /** The arguments of every call this expectation took, for assertions on them. */
  calls: unknown[][];
}

interface Logged {
  level: Level;
  text: string;
  args: unknown[];
  /** Where the log was written: the frames of the stack outside this file and node_modules. */
  site: string[];
}

interface GuardState {
  test: string | null;
  expectations: Expectation[];
  logged: Logged[];
  /** Logged while no test ran (after one ended, before the next began). */
  stray: { after: string | null; logs: Logged[] };
}

const state: GuardState = {
  test: null,
  expectations: [],
  logged: [],
  stray: { after: null, logs: [] },
};

// A string matches literally; a /g pattern would remember where it stopped between calls.
const asPattern = (pattern: RegExp | string) =>
  typeof pattern === 'string'
    ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    : new RegExp(pattern.source, pattern.flags.replace('g', ''));

const callSite = () =>
  (new Error().stack ?? '')
    .split('\n')
    .slice(1)
    .filter((line) => !line.includes('console-guard') && !line.includes('node_modules'));

function record(level: Level, args: unknown[]) {
  const logged = { level, text: format(...args), args, site: callSite() };
  if (state.test === null) {
    state.stray.logs.push(logged);
    return;
  }
  const expected = state.expectations.find((e) => e.level === level && e.pattern.test(logged.text));
  if (expected) expected.calls.push(args);
  else state.logged.push(logged);
}

function declare(level: Level, pattern: RegExp | string): unknown[][] {
  if (state.test === null) {
    throw new Error(
      `${level === 'error' ? 'expectConsoleError' : 'expectConsoleWarn'}() belongs inside a test`,
    );
  }
  const expectation = { level, pattern: asPattern(pattern), calls: [] };
  state.expectations.push(expectation);
  return expectation.calls;
}

/**
 * Declares that this test writes console.error matching `pattern` (at least once); the
 * matching calls are not reported. Returns their arguments, filled in as they happen.
 */
export const expectConsoleError = (pattern: RegExp | string) => declare('error', pattern);

/** The same for console.warn. */
export const expectConsoleWarn = (pattern: RegExp | string) => declare('warn', pattern);

const describeLogs = (logs: Logged[]) =>
  logs.map((log) => `  console.${log.level}: ${log.text.split('\n').slice(0, 12).join('\n    ')}`);

/** Throws one failure whose stack is where the first bad log was written, so jest shows it. */
function fail(problems: string[], logs: Logged[]) {
  if (!problems.length) return;
  const error = new Error(problems.join('\n'));
  error.stack = [`Error: ${error.message}`, ...(logs[0]?.site ?? [])].join('\n');
  throw error;
}

function failOnStrayLogs() {
  const { after, logs } = state.stray;
  state.stray = { after: null, logs: [] };
  if (!logs.length) return;
  const when = after ? `after the test "${after}" ended` : 'outside any test';
  fail(
    [
      `logged ${when} (a beforeAll or afterAll hook, or a promise or timer that outlived its test):`,
      ...describeLogs(logs),
    ],
    logs,
  );
}

function failOnTestLogs() {
  const problems: string[] = [];
  if (state.logged.length) {
    problems.push(
      'unexpected console output (give the test what it needs, fix the code, or declare it with expectConsoleError/expectConsoleWarn):',
      ...describeLogs(state.logged),
    );
  }
  for (const e of state.expectations.filter((x) => !x.calls.length)) {
    problems.push(`expected a console.${e.level} matching ${e.pattern}, but none was written`);
  }
  fail(problems, state.logged);
}

// The guard is put back before every test: a test that mocks console itself loses that mock
// at the next test, so one test cannot silence the others.
const original = { error: console.error, warn: console.warn };
const guarded = {
  error: (...args: unknown[]) => record('error', args),
  warn: (...args: unknown[]) => record('warn', args),
};

beforeEach(() => {
  Object.assign(console, guarded);
  state.test = expect.getState().currentTestName ?? '(unnamed test)';
  state.expectations = [];
  state.logged = [];
  failOnStrayLogs();
});

afterEach(() => {
  const name = state.test;
  state.test = null;
  state.stray.after = name;
  failOnTestLogs();
});

afterAll(() => {
  Object.assign(console, original);
  failOnStrayLogs();
});

Object.assign(globalThis, { expectConsoleError, expectConsoleWarn });
