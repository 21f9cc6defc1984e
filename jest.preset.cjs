// Shared jest settings for the browser packages (jsdom + swc).
const path = require('node:path');

module.exports = (dir) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // Room for the waits of jest.setup.ts (5 s each) on a busy machine.
  testTimeout: 20_000,
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
  transform: {
    '^.+\\.(m?js|tsx?)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ES-module-only dependencies, compiled too; typebox builds the API's schemas (api-schemas).
  transformIgnorePatterns: ['/node_modules/(?!(ofetch|destr|ufo|node-fetch-native|typebox)/)'],
});
