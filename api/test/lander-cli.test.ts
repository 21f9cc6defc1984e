import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const API_DIR = path.join(__dirname, '..');
const REPO = path.join(API_DIR, '..');

interface Run {
  code: number;
  out: string;
  err: string;
}

/** `npm run lander -- ...` as campaign staff type it (in the repository root), on a temp SQLite file. */
function lander(databasePath: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join('src', 'cli', 'lander.ts'), ...args],
      {
        cwd: API_DIR,
        env: {
          ...process.env,
          DATABASE_URL: '',
          DATABASE_PATH: databasePath,
          PUBLIC_URL: 'https://www.liefdevol.test',
          INIT_CWD: REPO,
        },
      },
      (error, out, err) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: String(out), err: String(err) }),
    );
  });
}

describe('npm run lander', () => {
  let dir: string;
  let db: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lander-cli-'));
    db = path.join(dir, 'landers.sqlite');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('drafts the example, prints its preview URL, publishes it and rolls it back in one step', async () => {
    const draft = await lander(db, 'draft', 'docs/landers/example-springfling.json');
    expect(draft).toMatchObject({ code: 0, err: '' });
    expect(draft.out).toMatch(
      /^Preview: https:\/\/www\.liefdevol\.test\/landers\/springfling\?lander_preview=[\w-]{43}$/m,
    );

    const published = await lander(db, 'publish', 'springfling');
    expect(published.code).toBe(0);
    expect(published.out).toContain(
      'springfling version 1 is live: https://www.liefdevol.test/landers/springfling',
    );

    const list = await lander(db, 'list');
    expect(list.out).toMatch(/springfling\s+v1\s+live/);

    const rollback = await lander(db, 'rollback', 'springfling');
    expect(rollback.code).toBe(0);
    expect(rollback.out).toContain('springfling has no live version now');
    expect((await lander(db, 'show', 'springfling')).out).toMatch(/v1\s+retired/);
    // Five runs of the CLI, each starting Node and tsx: beside the journeys on two cores that
    // took over a minute.
  }, 150_000);

  it('refuses a bad file with each problem at its JSON path, and exits 1', async () => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'Lente',
        theme: 'warm',
        blocks: [{ type: 'carousel' }],
        copy: {
          en: { title: 'x', description: 'x', headline: '<b>x</b>', subline: 'x', cta: 'x' },
        },
        hero_image: { src: 'https://cdn.elsewhere.example/a.jpg', width: 10, height: 10 },
        colour: 'red',
      }),
    );
    const run = await lander(db, 'draft', file);
    expect(run.code).toBe(1);
    expect(run.err.split('\n').map((line) => line.trim())).toEqual(
      expect.arrayContaining([
        'The document breaks its schema.',
        '$.colour: is not a field of a lander document here (misspelt, or in the wrong place?)',
        '$.name: must be lowercase letters, digits and dashes, 2 to 40, starting with a letter',
        expect.stringMatching(/^\$\.blocks\[0\]\.type: must be one of: night-hero, .*signup-band$/),
        '$.copy.nl: is missing',
        expect.stringMatching(/^\$\.copy\.en\.headline: must be plain text .*no markup/),
        expect.stringMatching(/^\$\.hero_image\.src: must be a path of this site/),
      ]),
    );
    expect((await lander(db, 'show', 'lente')).code).toBe(1);
  }, 60_000);

  it('answers an unknown command or a missing argument with the usage, exit 2', async () => {
    const run = await lander(db, 'publish');
    expect(run.code).toBe(2);
    expect(run.err).toContain('npm run lander -- draft FILE.json');
  }, 60_000);
});
