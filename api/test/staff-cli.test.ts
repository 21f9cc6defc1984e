import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const API_DIR = path.join(__dirname, '..');

interface Run {
  code: number;
  out: string;
  err: string;
}

/** `npm run staff -- ...` as the people who run the servers type it, on a temp SQLite file. */
function staff(databasePath: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join('src', 'cli', 'staff.ts'), ...args],
      { cwd: API_DIR, env: { ...process.env, DATABASE_URL: '', DATABASE_PATH: databasePath } },
      (error, out, err) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: String(out), err: String(err) }),
    );
  });
}

describe('npm run staff', () => {
  let dir: string;
  let db: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
    db = path.join(dir, 'staff.sqlite');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('adds an account and prints its one-time password and TOTP URL, then lists it', async () => {
    const added = await staff(
      db,
      'add',
      '--email',
      'moderator@liefdevol.nl',
      '--name',
      'Mia de Vries',
      '--role',
      'moderator',
      '--role',
      'support',
    );
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toContain('Staff account moderator@liefdevol.nl (moderator, support).');
    expect(added.out).toMatch(/^One-time password: [\w-]{20}$/m);
    expect(added.out).toMatch(/^Authenticator \(TOTP\): otpauth:\/\/totp\/.+secret=[A-Z2-7]+/m);

    const list = await staff(db, 'list');
    expect(list.out).toMatch(/^moderator@liefdevol\.nl\tMia de Vries\tmoderator,support\tactive$/m);
  });

  it('refuses an unknown role and an unknown command with what to type instead', async () => {
    const wrongRole = await staff(
      db,
      'add',
      '--email',
      'a@liefdevol.nl',
      '--name',
      'A',
      '--role',
      'root',
    );
    expect(wrongRole.code).toBe(1);
    expect(wrongRole.err).toContain(
      'Unknown role root: moderator, operator, support, finance or admin.',
    );

    const unknown = await staff(db, 'promote');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('npm run staff -- add --email E --name N --role R');
  });

  it('changes roles and disables an account', async () => {
    const roles = await staff(db, 'roles', '--email', 'moderator@liefdevol.nl', '--role', 'admin');
    expect(roles).toMatchObject({ code: 0, out: 'moderator@liefdevol.nl: admin\n' });
    const disabled = await staff(db, 'disable', '--email', 'moderator@liefdevol.nl');
    expect(disabled.code).toBe(0);
    expect((await staff(db, 'list')).out).toMatch(/\tadmin\tdisabled \d{4}-/);
  });
});
