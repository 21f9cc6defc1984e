// The API tests' environment: Node's, plus one process-wide store per jest worker process.
// jest gives each test file a module registry and globals of its own; what the API keeps once
// per process (processWide() in src/lib/process-wide.ts: the password checker's thread, whose
// dictionaries take 0.7 s of CPU to load) would otherwise be made again in every file. This
// module is loaded once per worker process, so every file's globals get the same store.
const { TestEnvironment } = require('jest-environment-node');

const store = new Map();

class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__liefdevolProcessWide = store;
  }
}

module.exports = ApiTestEnvironment;
