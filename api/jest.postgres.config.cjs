// `npm run test:postgres`: the API's tests (jest.config.cjs) on PostgreSQL, run from here as a
// root configuration, so it also takes what only a root may say: every core unless
// JEST_MAX_WORKERS says otherwise (CI runs it beside the e2e journeys on one), and a line for
// every skipped block after the run (jest/skipped-reporter.cjs).
const path = require('node:path');

module.exports = {
  ...require('./jest.config.cjs'),
  maxWorkers: process.env.JEST_MAX_WORKERS || '100%',
  reporters: ['default', path.join(__dirname, '..', 'jest', 'skipped-reporter.cjs')],
};
