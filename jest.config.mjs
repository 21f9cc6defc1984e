// One jest run over every package; each package keeps its own config beside its code.
export default {
  // jest reads the timeout from this config only, not from a project's (api/jest.config.cjs
  // asks for 30 s, which a run from here never applied). A timeout is there to catch a hang:
  // on a loaded 2-core machine, with lint and tsc running beside the tests, 5 s is not one.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/platform',
    '<rootDir>/shell',
    '<rootDir>/mfe-chat',
    '<rootDir>/mfe-members',
    '<rootDir>/mfe-payments',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-landers',
    '<rootDir>/api',
    '<rootDir>/jest',
    '<rootDir>/ops',
  ],
};
