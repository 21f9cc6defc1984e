// The production shape's files (docker-compose.yml, .env.example, ops/): parsed and checked,
// and the balancer's and the static server's configurations tried in the real programs
// where they are installed. Nothing here starts Docker.
module.exports = {
  displayName: 'ops',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/../jest/console-guard.ts'],
  // Looks for haproxy and nginx once: their tests skip, saying why, where they are missing.
  globalSetup: '<rootDir>/test/global-setup.ts',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
