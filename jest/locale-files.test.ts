import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '../shared-contracts/src/i18n/locales';
import { findLocaleSets, localeSetProblems, pluralForms } from './locale-files';

// Every locale file of the repository, whether or not its folder has a test of its own.
const ROOT = path.resolve(__dirname, '..');
const sets = findLocaleSets(ROOT);

it('finds the locale files of every package', () => {
  const names = sets.map((set) => set.name);
  expect(names).toEqual(
    expect.arrayContaining([
      'shell/src/i18n/locales',
      'shared-contracts/src/i18n/errors',
      'mfe-chat/src/features/conversation/locales',
      'mfe-landers/src/features/static-pages/content/{locale}/terms.json',
    ]),
  );
  expect(names.some((name) => name.includes('node_modules'))).toBe(false);
});

it('checks the staff console in its two languages only, and any other folder in all of them', () => {
  const staff = sets.find((set) => set.name === 'staff/src/locales');
  expect([...(staff?.files.keys() ?? [])]).toEqual(['nl', 'en']);
  const shell = sets.find((set) => set.name === 'shell/src/i18n/locales');
  expect([...(shell?.files.keys() ?? [])]).toEqual([...LOCALES]);
});

it.each(sets.map((set) => [set.name, set] as const))('%s', (_name, set) => {
  expect(localeSetProblems(set)).toEqual([]);
});

describe('the check of one folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'locale-files-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes the folder: every language gets `all`, with `overrides` per language on top. */
  const folder = (all: object, overrides: Partial<Record<string, object>> = {}) => {
    for (const locale of LOCALES) {
      writeFileSync(path.join(dir, `${locale}.json`), JSON.stringify(overrides[locale] ?? all));
    }
    const [set] = findLocaleSets(dir);
    return localeSetProblems(set!);
  };
  /** The plural forms a language needs, each with the same text. */
  const plural = (locale: string, key: string, text: string) =>
    Object.fromEntries(pluralForms(locale).map((form) => [`${key}_${form}`, text]));
  const everywhere = (key: string, text: string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, plural(locale, key, text)]));

  it('passes a folder whose languages agree', () => {
    expect(folder({ a: 'x' }, everywhere('n', '{{count}} x'))).toEqual([]);
  });

  it('names a text missing in one language and one that Dutch lacks', () => {
    expect(
      folder({ a: 'x', b: { c: 'y' } }, { de: { a: 'x' }, fr: { a: 'x', b: { c: 'y' }, d: 'z' } }),
    ).toEqual(['de: missing b.c', 'fr: d is not in nl']);
  });

  it('names a placeholder lost in translation and one the Dutch text lacks', () => {
    expect(
      folder({ a: 'Hallo {{name}}' }, { en: { a: 'Hello' }, sv: { a: 'Hej {{name}} {{site}}' } }),
    ).toEqual([
      'en: a has placeholders [] where nl has [name]',
      'sv: a has placeholders [name,site] where nl has [name]',
    ]);
  });

  it('names a count that is no plural, and a plural without the forms its language needs', () => {
    const forms = everywhere('n', '{{count}} x');
    expect(
      folder(
        {},
        {
          ...Object.fromEntries(
            LOCALES.map((locale) => [locale, { ...forms[locale], m: '{{count}} y' }]),
          ),
          pl: { ...forms.pl, n_few: undefined, n_many: undefined, m: '{{count}} y' },
          fr: { ...forms.fr, n_many: undefined, m: '{{count}} y' },
        },
      ).filter((problem) => !problem.endsWith('has no plural forms') || problem.startsWith('nl')),
    ).toEqual([
      'nl: m counts ({{count}}) but has no plural forms',
      'fr: n lacks plural forms many',
      'pl: n lacks plural forms few,many',
    ]);
  });

  it('takes a key that only looks like a plural form (`a_few` without `a_other`) as a text', () => {
    expect(folder({ values: { a_few: 'Een paar', none: 'Geen' } })).toEqual([]);
  });

  it('finds folders of `<locale>/` folders as sets, file by file', () => {
    for (const locale of LOCALES) {
      mkdirSync(path.join(dir, 'content', locale), { recursive: true });
      const page = locale === 'it' ? { title: 'x' } : { title: 'x', body: 'y' };
      writeFileSync(path.join(dir, 'content', locale, 'terms.json'), JSON.stringify(page));
    }
    const [set] = findLocaleSets(dir);
    expect(set?.name).toBe(path.join('content', '{locale}', 'terms.json'));
    expect(localeSetProblems(set!)).toEqual(['it: missing body']);
  });
});
