// The release scripts' own rules (route claims, the registry's lock), tested on their real
// modules: the ESM scripts are compiled to CommonJS for jest like the tests themselves.
module.exports = {
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/../jest/console-guard.ts'],
  transform: {
    '^.+\\.(ts|mjs)$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
