import pg from 'pg';

/**
 * PostgreSQL statements kept prepared on each connection, by SQL text. node-postgres sends
 * every query as an unnamed statement, which PostgreSQL parses and plans at each run: on the
 * chat's send path planning took 70% of the database's CPU (the conversation's bump 744 µs
 * to plan against 213 to run, pg_stat_statements during `npm run bench:chat`). A named
 * statement is parsed once per connection; after five runs PostgreSQL keeps a generic plan
 * when it costs no more than planning each time would.
 *
 * Only texts that never change with the values are named (`keepPrepared`, called by
 * `compileOnce`): the set is fixed by the code, so each connection holds a bounded number of
 * plans. A query built anew with, say, an IN list of varying length stays unnamed.
 */
const names = new Map<string, string>();

/** Texts named at most; more means something registers texts built per call. */
const MAX_PREPARED = 200;

/** Has `text` run as a prepared statement on every PostgreSQL connection from now on. */
export function keepPrepared(text: string): void {
  if (names.has(text) || names.size >= MAX_PREPARED) return;
  names.set(text, `dating_${names.size + 1}`);
}

/**
 * The pool's client: a query given as text with values (how Kysely calls it) runs under its
 * prepared name when it has one. Anything else (a config object, a cursor) passes as it is.
 */
export class PreparingClient extends pg.Client {
  // One signature standing for all of pg's overloads: the arguments pass through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' ? names.get(config) : undefined;
    if (name !== undefined && Array.isArray(values)) {
      return super.query({ name, text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }
}
