import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { SPACING_SCALE_PX } from '../shared-contracts/src/theme/spacing-tokens';

// The lint rule that keeps padding, margin and gap on the spacing scale
// (scripts/lint/spacing-scale.mjs), run through ESLint with the repository's own
// configuration, as `npm run lint` runs it. That the repository keeps to the scale is
// `npm run lint`'s to say (it fails on any message); this test proves the rule.
const ROOT = path.resolve(__dirname, '..');
const RULE = 'local/spacing-scale';

interface Case {
  file: string;
  code: string;
}

interface Lint {
  /** The rule's messages for each case. */
  cases: string[][];
  /** The scale the rule read from the token file. */
  scale: number[];
}

function lint(cases: Case[]): Lint {
  // ESLint loads its configuration by a dynamic import, which jest's module system does not
  // run: the lint runs in a Node process of its own.
  const script = `
    import { ESLint } from 'eslint';
    import { SPACING_SCALE_PX } from './scripts/lint/spacing-scale.mjs';
    const [casesJson, rule] = process.argv.slice(1);
    const eslint = new ESLint({ cwd: process.cwd() });
    const pick = (result) => result.messages.filter((m) => m.ruleId === rule);
    const cases = [];
    for (const { file, code } of JSON.parse(casesJson)) {
      const [result] = await eslint.lintText(code, { filePath: file });
      cases.push(pick(result).map((m) => m.message));
    }
    process.stdout.write(JSON.stringify({ cases, scale: SPACING_SCALE_PX }));
  `;
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases), RULE],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Lint;
}

const SCALE_MESSAGE = expect.stringContaining('shared-contracts/src/theme/spacing-tokens.ts');
const off = (value: string, steps: string) =>
  expect.stringMatching(
    new RegExp(`^Spacing ${value} is off the scale \\(nearest: ${steps} px\\).*\\[0, 2, 4`),
  );
const rem = (value: string, px: number) =>
  expect.stringMatching(new RegExp(`^Spacing ${value} is off the scale \\(write ${px}px\\)`));

describe('a padding, margin or gap in front-end source', () => {
  const header = "import { css } from '@emotion/react';\n";
  let result: Lint;
  const cases: Case[] = [
    // 0-9: sizes off the scale, in every package and every form of style.
    { file: 'shell/src/x.tsx', code: `${header}export const a = css({ padding: '10px 14px' });` },
    { file: 'mfe-chat/src/x.ts', code: `${header}export const a = css({ gap: 10 });` },
    {
      file: 'mfe-members/src/x.tsx',
      code: `${header}export const a = css\`\n  display: grid;\n  margin: 0 auto 14px;\n\`;`,
    },
    {
      file: 'mfe-landers/src/x.ts',
      code: `${header}export const a = css\`padding: \${(p: { x: number }) => p.x}px 18px;\`;`,
    },
    { file: 'platform/src/x.ts', code: `export const a = { marginLeft: -5 };` },
    {
      file: 'shared-contracts/src/theme/x.ts',
      code: `export const a = { paddingInline: 'calc(100% - 22px)' };`,
    },
    { file: 'mfe-payments/src/x.ts', code: 'export const a = { rowGap: `${1 + 1}px 7px` };' },
    { file: 'mfe-account/src/x.ts', code: `export const a = { 'column-gap': '1.5rem' };` },
    {
      file: 'shell/src/x.ts',
      code: `export const a = (on: boolean) => ({ padding: on ? 8 : 3 });`,
    },
    { file: 'shell/src/x.ts', code: `export const a = '<p style="padding: 72px">';` },
    // 10-14: what the rule lets through.
    {
      file: 'shell/src/x.tsx',
      code: `${header}export const a = css({ padding: '8px 16px 0', margin: '0 auto', gap: 12, rowGap: 64, columnGap: '2px' });`,
    },
    {
      file: 'mfe-landers/src/x.ts',
      code: `export const a = { margin: '-4px 10% 0 inherit', paddingBottom: 'calc(100% - 24px)', paddingTop: 'env(safe-area-inset-top, 10px)', marginTop: 'var(--x, 13px)', marginLeft: -8, padding: '50vh 0' };`,
    },
    {
      file: 'mfe-members/src/x.tsx',
      code: `${header}export const a = css\`\n  padding: 4px 6px;\n  margin: 0 auto 16px;\n  row-gap: 40px;\n  width: 13px;\n  border: 1px solid;\n\`;\nexport const b = { width: 10, top: 5, lineHeight: '18px' };`,
    },
    { file: 'shell/src/x.test.tsx', code: `export const a = { padding: 10 };` },
    { file: 'shell/src/testing/x.ts', code: `export const a = { padding: 10 };` },
  ];

  beforeAll(() => {
    result = lint(cases);
  });

  it('reads the scale from the token file', () => {
    expect(result.scale).toEqual([...SPACING_SCALE_PX]);
    expect(SPACING_SCALE_PX).toEqual([0, 2, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 64]);
  });

  it('is refused off the scale in object styles, templates and CSS text, in every front-end package', () => {
    expect(result.cases.slice(0, 10)).toEqual([
      [off("'10px'", '8 or 12'), off("'14px'", '12 or 16')],
      [off('10', '8 or 12')],
      [off("'14px'", '12 or 16')],
      [off("'18px'", '16 or 20')],
      [off('5', '4 or 6')],
      [off("'22px'", '20 or 24')],
      [off("'7px'", '6 or 8')],
      [rem("'1.5rem'", 24)],
      [off('3', '2 or 4')],
      [off("'72px'", '64')],
    ]);
    for (const messages of result.cases.slice(0, 10))
      for (const message of messages) expect(message).toEqual(SCALE_MESSAGE);
  });

  it('passes sizes on the scale, 0, auto, percentages, inherit, var() and env(), and other properties', () => {
    expect(result.cases.slice(10, 13)).toEqual([[], [], []]);
  });

  it('is not checked in tests and test helpers', () => {
    expect(result.cases.slice(13)).toEqual([[], []]);
  });
});
