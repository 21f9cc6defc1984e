// One jest run over every package; each package keeps its own config beside its code.
export default {
  // jest reads the timeout from this config only, not from a project's (api/jest.config.cjs
  // asks for 30 s, which a run from here never applied). A timeout is there to catch a hang:
  // on a loaded 2-core machine, with lint and tsc running beside the tests, 5 s is not one,
  // and with a build and the journeys beside them (load 16) neither was 30 s: an API test of
  // a few seconds alone (mail through SMTP, a push, an unsubscribe) took over 30.
  testTimeout: 90_000,
  // On a 2-core machine jest would run every file in its own process, one after another, and
  // what each file leaves reachable (module registries, pools, listeners) adds up: the run
  // died at a 4 GB heap after some 300 files (2026-11-29). With a limit, the files run in a
  // worker that is replaced once it holds more than this after a file.
  workerIdleMemoryLimit: '1GB',
  // Every core: jest's default leaves one free, which on 2 cores ran the files one at a time
  // while lint and the type-check (done after the first minutes) left the other core idle.
  maxWorkers: '100%',
  // Besides jest's own report, a line for every skipped block and why (jest/skipped-reporter.cjs).
  reporters: ['default', '<rootDir>/jest/skipped-reporter.cjs'],
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/platform',
    '<rootDir>/shell',
    '<rootDir>/mfe-chat',
    '<rootDir>/mfe-members',
    '<rootDir>/mfe-payments',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-landers',
    '<rootDir>/staff',
    '<rootDir>/api',
    '<rootDir>/jest',
    '<rootDir>/ops',
    '<rootDir>/scripts',
  ],
};
