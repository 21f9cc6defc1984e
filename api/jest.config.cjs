// API tests: node environment, real database per test file (see test/helper.ts).
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  // Node's, with one process-wide store per worker (test/environment.cjs).
  testEnvironment: '<rootDir>/test/environment.cjs',
  testMatch: ['<rootDir>/{src,test}/**/*.test.ts'],
  // Unexpected console.error/warn fails the test, as in every other package.
  setupFilesAfterEnv: ['<rootDir>/../jest/console-guard.ts'],
  // Probes Redis once: its tests skip, saying why, where none answers. On PostgreSQL it makes
  // the migrated database each test app copies, and the teardown drops it.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  transform: {
    // typebox 1.x ships ES modules only (.mjs), so it is transformed to CommonJS as well.
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // Dependencies that ship ES modules only are transformed to CommonJS as well.
  transformIgnorePatterns: [
    '/node_modules/(?!(typebox|content-disposition|cookie|@scure/base|@noble/hashes)/)',
  ],
  testTimeout: 90_000,
};
