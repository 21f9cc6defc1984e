import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createDatabase, migrateToLatest } from '../src/db/database';

const API_DIR = path.join(__dirname, '..');

interface Run {
  code: number;
  out: string;
  err: string;
}

/** `npm run transparency -- ...` as the people who run the servers type it, in `cwd`, on a temp SQLite file. */
function transparency(databasePath: string, cwd: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join('src', 'cli', 'transparency.ts'), ...args],
      {
        cwd: API_DIR,
        env: { ...process.env, DATABASE_URL: '', DATABASE_PATH: databasePath, INIT_CWD: cwd },
      },
      (error, out, err) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: String(out), err: String(err) }),
    );
  });
}

describe('npm run transparency', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'transparency-cli-'));
    file = path.join(dir, 'site.sqlite');
    // A report decided after six hours by a ban, and one after two hours dismissed, in 2026.
    const db = createDatabase(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: '', DATABASE_PATH: file }),
    );
    await migrateToLatest(db);
    const items = await db
      .insertInto('moderation_items')
      .values([
        {
          kind: 'profile_report',
          source: 'member',
          reason: 'scam',
          subject_profile_id: 1,
          created_at: '2026-03-01T06:00:00.000Z',
        },
        {
          kind: 'complaint',
          source: 'visitor',
          reason: 'privacy',
          subject_profile_id: 2,
          created_at: '2026-03-02T06:00:00.000Z',
        },
      ])
      .returning('id')
      .execute();
    const decision = (item: number, action: string, ground: string | null, decidedAt: string) => ({
      item_id: item,
      subject_profile_id: 1,
      action,
      ground,
      text: 'The facts.',
      staff_id: 1,
      decided_at: decidedAt,
      undo_until: decidedAt,
    });
    await db
      .insertInto('moderation_decisions')
      .values([
        decision(items[0]!.id, 'ban', 'scam', '2026-03-01T12:00:00.000Z'),
        decision(items[1]!.id, 'dismiss', null, '2026-03-02T08:00:00.000Z'),
      ])
      .execute();
    await db.destroy();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the report of a year as JSON, and audits the reading', async () => {
    const run = await transparency(file, dir, '--from', '2026-01-01', '--to', '2026-12-31');
    expect(run).toMatchObject({ code: 0, err: '' });
    const report = JSON.parse(run.out) as Record<string, Record<string, unknown>>;
    expect(report).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-31',
      notices: { total: 2, bySource: { member: 1, visitor: 1 } },
      actions: { total: 2, byKind: { ban: 1, dismiss: 1 }, medianHoursNoticeToAction: 4 },
      restrictions: { bans: 1, suspensions: 0 },
    });
    const db = createDatabase(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: '', DATABASE_PATH: file }),
    );
    try {
      const audit = await db
        .selectFrom('staff_audit')
        .select(['actor', 'action', 'subject_id', 'staff_id'])
        .execute();
      expect(audit).toEqual([
        {
          actor: `command line (${os.userInfo().username}@${os.hostname()})`,
          action: 'transparency.exported',
          subject_id: '2026-01-01..2026-12-31',
          staff_id: null,
        },
      ]);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('writes CSV to a file named from where it was typed', async () => {
    const run = await transparency(
      file,
      dir,
      '--from',
      '2026-03-02',
      '--to',
      '2026-03-02',
      '--format',
      'csv',
      '--out',
      'report.csv',
    );
    expect(run.code).toBe(0);
    expect(run.out).toBe('');
    expect(run.err).toContain(`written to ${path.join(dir, 'report.csv')}`);
    const lines = readFileSync(path.join(dir, 'report.csv'), 'utf8').split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'section,key,value',
      'report,from,2026-03-02',
      'report,to,2026-03-02',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'notices,total,1',
        'notices.byCategory,privacy,1',
        'notices.byCategory,scam,0',
        'actions.byGround,none,1',
        'actions,medianHoursNoticeToAction,2',
        'appeals,medianHoursToDecide,',
      ]),
    );
  }, 60_000);

  it('refuses a day that is no date, a range backwards and a missing end, with exit code 2', async () => {
    const noDate = await transparency(file, dir, '--from', '2026-02-30', '--to', '2026-03-01');
    expect(noDate.code).toBe(2);
    expect(noDate.err).toContain('--from 2026-02-30 is no date: write YYYY-MM-DD.');
    const backwards = await transparency(file, dir, '--from', '2026-03-01', '--to', '2026-02-01');
    expect(backwards.code).toBe(2);
    expect(backwards.err).toContain('--from 2026-03-01 is after --to 2026-02-01.');
    const noEnd = await transparency(file, dir, '--from', '2026-03-01');
    expect(noEnd.code).toBe(2);
    expect(noEnd.err).toContain('npm run transparency -- --from YYYY-MM-DD --to YYYY-MM-DD');
    const format = await transparency(
      file,
      dir,
      '--from',
      '2026-03-01',
      '--to',
      '2026-03-01',
      '--format',
      'xml',
    );
    expect([format.code, format.err.split('\n')[0]]).toEqual([2, '--format xml: json or csv.']);
    expect(noDate.out + backwards.out + noEnd.out + format.out).toBe('');
  }, 60_000);
});
