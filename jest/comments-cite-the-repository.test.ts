import path from 'node:path';
import { citationsIn, citationsInRepository, commentLines, sourceFiles } from './comment-citations';

// Comments state the rule they follow, or cite a document of this repository (decision
// records, READMEs); the specification and the architecture document are kept outside it.
const ROOT = path.resolve(__dirname, '..');

it('reads the source files of every package, and none that were installed or built', () => {
  const files = sourceFiles(ROOT);
  expect(files).toEqual(
    expect.arrayContaining([
      'eslint.config.mjs',
      'api/src/modules/chats/chat-send.service.ts',
      'shell/src/layout/layouts.tsx',
      'shared-contracts/src/i18n/locales.ts',
      'mfe-chat/src/chat-app.tsx',
      'e2e/tests/profile.spec.ts',
      'jest/comment-citations.ts',
    ]),
  );
  expect(files.filter((file) => /(^|\/)(node_modules|dist|deploy)\//.test(file))).toEqual([]);
});

it('finds no comment that cites the product specification or the architecture document', () => {
  expect(citationsInRepository(ROOT)).toEqual([]);
});

describe('the check of one source', () => {
  // A source with a citation in every kind of comment, and the same words where they are no
  // comment (strings, template literals, regular expressions) or no citation.
  const source = [
    "import { x } from './x'; // Badges cap at 99+ (spec section 9).", // 1
    '/** Spec §2: the back button. */', // 2
    '/*', // 3
    ' * The alert header, in order', // 4
    ' * (§ 4 of the product document).', // 5
    ' */', // 6
    '// As the spec says, a free member starts 2 chats.', // 7
    '// The live channel (ARCHITECTURE.md, API).', // 8
    '  /** Conversations the profile started (spec 6: free members start 2). */', // 9
    "const text = 'spec section 9 // ARCHITECTURE.md';", // 10
    'const url = `https://example.com/${path /* a comment in a template */}// spec section 2`;', // 11
    "const quote = /['\"]/; const glob = '**/*.ts'; // a glob, not a comment start", // 12
    'const part = total / 2; // RFC 8292 section 2 is a standard, not the specification', // 13
    "test('e2e/tests/profile.spec.ts runs', () => {}); // the Playwright spec of profiles", // 14
    'const nested = `a ${`b ${c}`} d`; // decision 0105 records the chat limit', // 15
    'const premium = 46; // the claim of the premium page (section 9)', // 16
    "<p>Don't wait</p>{/* the product specification has it */}", // 17
    '</div>; // a closing tag, then a comment on ARCHITECTURE.md', // 18
  ].join('\n');

  it('reads every comment with its line, and nothing that is a string or a regex', () => {
    const lines = commentLines(source).map((comment) => comment.line);
    expect(lines).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18]);
    const texts = commentLines(source).map((comment) => comment.text.trim());
    expect(texts).toContain('a comment in a template');
    expect(texts).toContain('a glob, not a comment start');
  });

  it('names each comment that cites the specification or the architecture file, by line', () => {
    expect(citationsIn(source).map((comment) => comment.line)).toEqual([
      1, 2, 5, 7, 8, 9, 16, 17, 18,
    ]);
  });

  it('passes a comment that states the rule instead', () => {
    expect(citationsIn('/** Badges cap at 99+, so a badge never shows three digits. */')).toEqual(
      [],
    );
  });
});
