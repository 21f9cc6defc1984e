import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import type { Database } from './database.types';
import { readDirectly } from './direct-read';

/** Stands for a value given at run time; Kysely passes it through as an ordinary parameter. */
class Slot {
  constructor(readonly name: string) {}
}

type SlotOf<Values> = <K extends keyof Values & string>(name: K) => Values[K];

/**
 * A query built and compiled once per SQL dialect and run with new values. Building and
 * compiling a Kysely select of a few joins took longer than SQLite took to run it (profile of
 * `npm run bench:api`), too much for what every logged-in request does. Only for queries
 * whose SQL never changes with the values: each slot becomes one parameter.
 */
export function compileOnce<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, slot: SlotOf<Values>) => Compilable<Row>,
) {
  // The SQL depends on the dialect only (`?` or `$1`), so one compilation per adapter class
  // serves every database and transaction of that dialect.
  const byDialect = new Map<unknown, CompiledQuery<Row>>();
  const slot: SlotOf<Values> = (name) => new Slot(name) as never;
  return async (db: Kysely<Database>, values: Values): Promise<Row[]> => {
    const dialect = db.getExecutor().adapter.constructor;
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      compiled = build(db, slot).compile();
      byDialect.set(dialect, compiled);
    }
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? values[p.name] : p));
    const rows = readDirectly<Row>(db, compiled.sql, parameters);
    if (rows !== null) return rows;
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
