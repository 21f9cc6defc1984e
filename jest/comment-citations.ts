import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A code comment states the rule it follows, or cites a document of this repository (a
 * decision in docs/decisions/, a README). The specification and the architecture document
 * are kept outside the repository, so a comment that points the reader at one of them (by
 * a section number, or by the architecture document's file name) tells them nothing.
 */

/** What a comment must not say: a citation of the specification or the architecture file. */
const CITATIONS: readonly RegExp[] = [
  /\bspec(ification)?['’]?s?\s+(sections?|§)/i,
  /\bspec(ification)?\s+\d/i,
  /§\s*\d/,
  /\(sections?\s+\d/i,
  /\bthe spec(ification)?\s+(says|said|requires|wants)\b/i,
  /\bper the spec(ification)?\b/i,
  /\bproduct spec(ification)?\b/i,
  /\bARCHITECTURE\.md\b/i,
];

/** Source files: TypeScript and JavaScript of every package. */
const SOURCE_EXTENSIONS = ['ts', 'tsx', 'mjs', 'cjs', 'js'];
/** Folders never read: installed packages, builds, the deployment. */
const SKIPPED = new Set(['node_modules', 'dist', 'deploy']);

/** One line of a comment: its line number (from 1) and its text. */
export interface CommentLine {
  readonly line: number;
  readonly text: string;
}

const REGEX_AFTER_CHAR = new Set('(,=:[!&|?{};+-*%<>~^'.split(''));
const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'void',
  'yield',
  'await',
  'delete',
  'throw',
  'new',
]);

/** Whether a `/` after this character or word opens a regex (`</` closes a JSX tag). */
const startsRegex = (previous: string, word: string) =>
  previous === '' ||
  (REGEX_AFTER_CHAR.has(previous) && previous !== '<') ||
  REGEX_AFTER_WORD.has(word);

/**
 * The comments of a TypeScript or JavaScript source, line by line. A small lexer: it skips
 * strings, template literals (with their `${}` parts) and regular expressions, so a `//` or a
 * `/*` inside one of them is no comment. JSX text is read as code, which is good enough here.
 */
export function commentLines(source: string): CommentLine[] {
  const found: CommentLine[] = [];
  const length = source.length;
  let line = 1;
  let i = 0;
  let braces = 0;
  /** The brace depth at each open `${` of a template literal. */
  const templates: number[] = [];
  /** The last significant character and word, to tell a regex from a division. */
  let previous = '';
  let word = '';

  const skipTemplate = () => {
    // i is just after a backtick, or just after the `}` that closes a `${`.
    while (i < length) {
      const c = source[i]!;
      if (c === '\\') {
        if (source[i + 1] === '\n') line += 1;
        i += 2;
      } else if (c === '`') {
        i += 1;
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        templates.push(braces);
        braces += 1;
        i += 2;
        return;
      } else {
        if (c === '\n') line += 1;
        i += 1;
      }
    }
  };

  while (i < length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '\n') {
      line += 1;
      i += 1;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      i += 1;
    } else if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? length : end;
      found.push({ line, text: source.slice(i + 2, stop) });
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? length : end;
      source
        .slice(i + 2, stop)
        .split('\n')
        .forEach((text, index) => found.push({ line: line + index, text }));
      line += source.slice(i, stop).split('\n').length - 1;
      i = stop + 2;
    } else if (c === "'" || c === '"') {
      const start = i;
      i += 1;
      while (i < length && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\' && source[i + 1] === '\n') line += 1;
        i += source[i] === '\\' ? 2 : 1;
      }
      // A quote that its line does not close opens no string: an apostrophe in JSX text.
      i = source[i] === c ? i + 1 : start + 1;
      previous = c;
      word = '';
    } else if (c === '`') {
      i += 1;
      skipTemplate();
      previous = c;
      word = '';
    } else if (c === '/' && startsRegex(previous, word)) {
      i += 1;
      let inClass = false;
      while (i < length && source[i] !== '\n') {
        const r = source[i]!;
        if (r === '\\') i += 1;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        i += 1;
      }
      if (source[i] === '/') i += 1;
      previous = '/';
      word = '';
    } else if (/[\w$]/.test(c)) {
      const start = i;
      while (i < length && /[\w$]/.test(source[i]!)) i += 1;
      word = source.slice(start, i);
      previous = 'a';
    } else {
      if (c === '{') braces += 1;
      else if (c === '}') {
        braces -= 1;
        if (templates.length > 0 && templates[templates.length - 1] === braces) {
          templates.pop();
          i += 1;
          skipTemplate();
          previous = '`';
          word = '';
          continue;
        }
      }
      previous = c;
      word = '';
      i += 1;
    }
  }
  return found;
}

/** The comment lines of a source that cite the specification or the architecture file. */
export function citationsIn(source: string): CommentLine[] {
  return commentLines(source).filter(({ text }) => CITATIONS.some((pattern) => pattern.test(text)));
}

/**
 * The source files of the repository under `root`, as paths relative to it: what git tracks,
 * and new files it does not ignore yet, outside installed packages, builds and the deployment.
 */
export function sourceFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--'].concat(
      SOURCE_EXTENSIONS.map((extension) => `*.${extension}`),
    ),
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\0'))]
    .filter((file) => file !== '')
    .filter((file) => !file.split('/').some((part) => SKIPPED.has(part)))
    .filter((file) => existsSync(path.join(root, file)));
}

/** Every citation in the repository's comments, as `file:line: comment`. */
export function citationsInRepository(root: string): string[] {
  return sourceFiles(root).flatMap((file) =>
    citationsIn(readFileSync(path.join(root, file), 'utf8')).map(
      ({ line, text }) => `${file}:${line}: ${text.trim()}`,
    ),
  );
}
