import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The lint rule that keeps colours in the theme tokens (scripts/lint/hard-coded-colours.mjs),
// run through ESLint with the repository's own configuration, as `npm run lint` runs it.
const ROOT = path.resolve(__dirname, '..');

interface Case {
  file: string;
  code: string;
}

/** The messages of no-restricted-syntax for each source, linted as if it were at its path. */
function restrictedSyntaxMessages(cases: Case[]): string[][] {
  // ESLint loads its configuration by a dynamic import, which jest's module system does not
  // run: the lint runs in a Node process of its own.
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { file, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(stdout) as string[][];
}

const COLOUR_MESSAGE = expect.stringContaining('shared-contracts/src/theme/tokens.ts');
const API_MESSAGE = expect.stringContaining('callEndpoint');

describe('a colour written as a value in front-end source', () => {
  const header =
    "import { css } from '@emotion/react';\nimport { theme } from '@dating/shared-contracts';\n";
  let results: string[][];
  const cases: Case[] = [
    // 0-6: colours the rule refuses, in every package and in every form.
    { file: 'shell/src/layout/x.tsx', code: `${header}export const a = css({ color: '#fff' });` },
    {
      file: 'mfe-chat/src/x.ts',
      code: `${header}export const a = css({ boxShadow: '0 1px 2px rgba(0, 0, 0, 0.2)' });`,
    },
    {
      file: 'mfe-members/src/x.ts',
      code: `${header}export const a = css({ border: \`1px solid #e3dadd\`, borderRadius: theme.radius });`,
    },
    { file: 'platform/src/x.ts', code: `export const a = { background: 'white' };` },
    {
      file: 'mfe-landers/src/x.tsx',
      code: 'export const A = () => <svg><path fill="#000" d="M0 0h1" /></svg>;',
    },
    {
      file: 'shared-contracts/src/theme/x.ts',
      code: `export const a = { outline: '3px solid hsl(350 64% 51%)' };`,
    },
    { file: 'shell/src/push/worker/x.ts', code: `export const a = { color: '#D42F4E' };` },
    // 7-12: what the rule lets through.
    {
      file: 'shell/src/x.tsx',
      code: `${header}export const a = css({ color: theme.colors.onFill, background: 'transparent', fill: 'currentColor' });\nexport const b = document.querySelector('#main');\nexport const c = 'url(#glow)';`,
    },
    {
      file: 'shared-contracts/src/api/x.ts',
      code: `export const hair = ['black', 'red', 'grey'];`,
    },
    {
      file: 'shared-contracts/src/theme/tokens.ts',
      code: `export const t = { primary: '#d42f4e' };`,
    },
    {
      file: 'mfe-payments/src/components/payment-marks/marks.tsx',
      code: 'export const A = () => <rect fill="#eb001b" />;',
    },
    { file: 'shell/src/layout/x.test.tsx', code: `export const a = { color: '#fff' };` },
    {
      file: 'mfe-landers/src/theme/lander-tokens.ts',
      code: `export const a = { night: '#140a1f' };`,
    },
    // 13: the API-path rule of the same files still holds beside it.
    {
      file: 'mfe-members/src/x.ts',
      code: "export const a = '/api/users/me'; export const b = '#fff';",
    },
  ];

  beforeAll(() => {
    results = restrictedSyntaxMessages(cases);
  });

  it('is refused in every front-end package, as a hex code, a colour function or a colour name', () => {
    expect(results.slice(0, 7)).toEqual(Array.from({ length: 7 }, () => [COLOUR_MESSAGE]));
  });

  it('is allowed in the tokens files, in brand artwork and in tests; tokens, keywords and ids pass', () => {
    expect(results.slice(7, 13)).toEqual(Array.from({ length: 6 }, () => []));
  });

  it('keeps the rule against API paths of the same files', () => {
    expect(results[13]).toEqual([API_MESSAGE, COLOUR_MESSAGE]);
  });
});
