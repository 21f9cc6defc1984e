// The console guard's own test (console-guard.test.ts); the guard guards it as well.
module.exports = {
  displayName: 'jest',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/console-guard.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { module: { type: 'commonjs' } }] },
};
