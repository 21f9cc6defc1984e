import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../src/db/database';
import { CHECKPOINT_EVERY_MS, MAIN_CHECKPOINT_PAGES } from '../src/db/sqlite-checkpointer';

// SQLite on a file (decision 0120): the same durability setting however the file came to be,
// and the WAL copied into the database file by a thread, not inside a commit.
describe('a SQLite file database', () => {
  let dir: string;
  let db: Db | null = null;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-checkpointer-'));
  });
  afterEach(async () => {
    await db?.destroy();
    db = null;
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const open = (file: string) => (db = createDatabase({ databasePath: file } as never));
  const pragma = async (name: string) =>
    Object.values((await sql.raw(`pragma ${name}`).execute(db!)).rows[0] as object)[0];

  it('says synchronous NORMAL on a new file and on an existing one', async () => {
    const file = path.join(dir, 'a.sqlite');
    open(file);
    expect(await pragma('synchronous')).toBe(1);
    expect(await pragma('wal_autocheckpoint')).toBe(MAIN_CHECKPOINT_PAGES);
    await db!.destroy();
    open(file);
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(1);
  });

  it('copies committed writes into the database file by itself, well before the WAL is full', async () => {
    const file = path.join(dir, 'b.sqlite');
    open(file);
    await sql`create table notes (id integer primary key, body text)`.execute(db!);
    await sql`insert into notes (body) values ('kept')`.execute(db!);
    // The database file alone (without its WAL) has the row once a checkpoint copied it. A
    // copy taken while a checkpoint writes the file may be torn: it counts as not yet.
    const inFileAlone = (): number | null => {
      const copy = path.join(dir, `copy-${Date.now()}.sqlite`);
      fs.copyFileSync(file, copy);
      let alone: SQLite.Database | undefined;
      try {
        alone = new SQLite(copy, { readonly: true });
        const row = alone
          .prepare("select count(*) as n from sqlite_master where name = 'notes'")
          .get() as { n: number };
        return row.n;
      } catch (error) {
        if (/malformed|not a database/.test((error as Error).message)) return null;
        throw error;
      } finally {
        alone?.close();
      }
    };
    const until = Date.now() + CHECKPOINT_EVERY_MS * 10;
    let found = inFileAlone();
    while (Date.now() < until && found !== 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      found = inFileAlone();
    }
    expect(found).toBe(1);
  });
});
