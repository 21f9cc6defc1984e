declare global {
  var __liefdevolProcessWide: Map<string, unknown> | undefined;
}

/**
 * What must exist once per process (a thread that loads large dictionaries), by name. Under
 * `npm start` this is a plain global of the process. jest gives every test file globals of
 * its own: the API tests' environment (test/environment.cjs) hands every file of a jest worker
 * the same store, so such a thing is made once per worker there too.
 */
export function processWide(): Map<string, unknown> {
  return (globalThis.__liefdevolProcessWide ??= new Map());
}
