import { SqliteAdapter, sql, type CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './database.types';
import { readDirectly } from './direct-read';
import { keepPrepared } from './prepared-statements';

/** Stands for a value given at run time; Kysely passes it through as an ordinary parameter. */
class Slot {
  constructor(readonly name: string) {}
}

type SlotOf<Values> = <K extends keyof Values & string>(name: K) => Values[K];

/**
 * A slot as the dialect's SQL takes it. On SQLite a bare `?` compared with a column of a join
 * makes SQLite prepare the statement again at every run, as if the plan depended on the value
 * (3.54: a user lookup of three joined tables took 38 µs instead of 9, decision 0180); `+?`
 * is the same value, which the planner does not look at. PostgreSQL has no unary plus for
 * text, and decides itself whether a prepared statement's plan depends on the values: its
 * slot stays `$n`.
 */
const slotOf =
  <Values>(onSqlite: boolean): SlotOf<Values> =>
  (name) =>
    (onSqlite ? sql`+${new Slot(name)}` : new Slot(name)) as never;

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
  return async (db: Kysely<Database>, values: Values): Promise<Row[]> => {
    const adapter = db.getExecutor().adapter;
    let compiled = byDialect.get(adapter.constructor);
    if (!compiled) {
      const onSqlite = adapter instanceof SqliteAdapter;
      compiled = build(db, slotOf<Values>(onSqlite)).compile();
      // SQLite's statements are kept per text already (database.ts); PostgreSQL's are named.
      if (!onSqlite) keepPrepared(compiled.sql);
      byDialect.set(adapter.constructor, compiled);
    }
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? values[p.name] : p));
    const direct = readDirectly<Row>(db, compiled.sql, parameters);
    const rows = direct && (await direct);
    if (rows) return rows;
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}

/**
 * compileOnce with the slots' values named and the row type taken from the query:
 * `compileOnceWith<{ id: number }>()((db, slot) => ...)`.
 */
export const compileOnceWith =
  <Values extends Record<string, unknown>>() =>
  <Row>(build: (db: Kysely<Database>, slot: SlotOf<Values>) => Compilable<Row>) =>
    compileOnce<Values, Row>(build);
