// Runs once per jest run, before the ops test files load. HAProxy and nginx are optional:
// where one is missing, its tests are skipped with one line saying why, instead of failing.
import { missing } from './programs';

// jest asks for the default export.
export default async function globalSetup() {
  for (const program of ['haproxy', 'nginx'] as const) {
    const why = missing(program);
    if (why !== null) console.log(`ops: ${why}: the ${program} tests are skipped.`);
  }
}
