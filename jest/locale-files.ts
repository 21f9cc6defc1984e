import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../shared-contracts/src/i18n/locales';

/**
 * The locale files of the whole repository, checked as one: every folder of `<locale>.json`
 * files (a namespace) and every folder of `<locale>/` folders (page texts written per
 * language), whether or not that folder has a test of its own.
 */

type Messages = { [key: string]: unknown };

/** Folders never searched: installed packages, builds, the deployment, caches. */
const SKIPPED = new Set(['node_modules', 'dist', 'deploy', 'data', 'coverage', '.git', '.cache']);
const SOURCE = 'nl';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)[^}]*\}\}/g;

/**
 * Folders written in fewer languages than the site's, by decision: the staff console speaks
 * Dutch and English only (docs/decisions/0160-the-staff-console-origin-and-session.md). Every
 * other folder must have all of LOCALES.
 */
export const FOLDER_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  'staff/src/locales': ['nl', 'en'],
};

/** A set of files that hold the same texts in each language: its name and each file's path. */
export interface LocaleSet {
  readonly name: string;
  readonly files: ReadonlyMap<string, string>;
}

/** Every locale set under `root`: `x/nl.json, x/en.json, ...` and `x/nl/p.json, x/en/p.json, ...`. */
export function findLocaleSets(root: string): LocaleSet[] {
  const sets: LocaleSet[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir);
    if (entries.includes(`${SOURCE}.json`)) {
      const name = path.relative(root, dir);
      const languages = FOLDER_LANGUAGES[name.split(path.sep).join('/')] ?? LOCALES;
      sets.push({
        name,
        files: new Map(languages.map((locale) => [locale, path.join(dir, `${locale}.json`)])),
      });
    }
    if (entries.includes(SOURCE) && statSync(path.join(dir, SOURCE)).isDirectory()) {
      for (const file of readdirSync(path.join(dir, SOURCE)).filter((f) => f.endsWith('.json'))) {
        sets.push({
          name: path.relative(root, path.join(dir, `{locale}`, file)),
          files: new Map(LOCALES.map((locale) => [locale, path.join(dir, locale, file)])),
        });
      }
    }
    for (const entry of entries) {
      if (SKIPPED.has(entry) || entry.startsWith('.')) continue;
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory() && !(LOCALES as readonly string[]).includes(entry)) {
        walk(full);
      }
    }
  };
  walk(root);
  return sets;
}

/** Every text of a file by its dotted key; arrays count by index (`items.0.title`). */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Messages)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    }
  }
  return out;
}

const plainKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();

/** The plural forms i18next picks from for whole numbers in a language (Intl's categories). */
export const pluralForms = (locale: string): string[] =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();

/**
 * What is wrong with one set against Dutch, the source language:
 * - a text missing in a language, or one Dutch does not have (plural forms aside);
 * - a `{{placeholder}}` that the Dutch text lacks, or one of Dutch that is lost;
 * - a text with `{{count}}` that is not a plural, or a plural without each of the forms the
 *   language needs (i18next shows the bare key for a count whose form is missing: Polish
 *   needs `_one`, `_few`, `_many` and `_other`; French, Spanish and Italian `_many` for a
 *   million); `_zero` is optional in every language.
 */
export function localeSetProblems(set: LocaleSet): string[] {
  const problems: string[] = [];
  const texts = new Map<string, Map<string, string>>();
  for (const [locale, file] of set.files) {
    try {
      texts.set(locale, flatten(JSON.parse(readFileSync(file, 'utf8'))));
    } catch {
      problems.push(`${locale}: file missing or not JSON`);
    }
  }
  const source = texts.get(SOURCE);
  if (!source) return problems;
  const setKey = (messages: Map<string, string>) => (key: string) =>
    messages.has(`${plainKey(key)}_other`) || source.has(`${plainKey(key)}_other`)
      ? plainKey(key)
      : key;
  const sourceKeys = new Set([...source.keys()].map(setKey(source)));
  for (const [locale, target] of texts) {
    const targetKeys = new Set([...target.keys()].map(setKey(target)));
    for (const key of sourceKeys) {
      if (!targetKeys.has(key)) problems.push(`${locale}: missing ${key}`);
    }
    for (const key of targetKeys) {
      if (!sourceKeys.has(key)) problems.push(`${locale}: ${key} is not in ${SOURCE}`);
    }
    const wanted = pluralForms(locale);
    const formsOf = new Map<string, string[]>();
    // A plural is a set with an `_other` form (`tattoos.a_few` alone is a value's name).
    const isPlural = (key: string) =>
      PLURAL_SUFFIX.test(key) &&
      (target.has(`${plainKey(key)}_other`) || source.has(`${plainKey(key)}_other`));
    for (const [key, text] of target) {
      if (!text.trim()) problems.push(`${locale}: ${key} is empty`);
      const suffix = isPlural(key) ? PLURAL_SUFFIX.exec(key)?.[1] : undefined;
      if (suffix) formsOf.set(plainKey(key), [...(formsOf.get(plainKey(key)) ?? []), suffix]);
      else if (placeholdersOf(text).includes('count')) {
        problems.push(`${locale}: ${key} counts ({{count}}) but has no plural forms`);
      }
      const original =
        source.get(key) ?? source.get(`${plainKey(key)}_other`) ?? source.get(plainKey(key));
      if (original === undefined) continue;
      const want = placeholdersOf(original).join();
      const have = placeholdersOf(text).join();
      // The `_one` form may say "one" in words instead of `{{count}}`.
      const countDropped = suffix === 'one' || suffix === 'zero' || suffix === 'two';
      const compare = (names: string) =>
        countDropped
          ? names
              .split(',')
              .filter((name) => name !== 'count')
              .join()
          : names;
      if (compare(want) !== compare(have)) {
        problems.push(`${locale}: ${key} has placeholders [${have}] where ${SOURCE} has [${want}]`);
      }
    }
    for (const [key, forms] of formsOf) {
      const missing = wanted.filter((form) => !forms.includes(form));
      const extra = forms.filter((form) => form !== 'zero' && !wanted.includes(form));
      if (missing.length) problems.push(`${locale}: ${key} lacks plural forms ${missing.join()}`);
      if (extra.length) problems.push(`${locale}: ${key} has forms ${extra.join()} it never uses`);
    }
  }
  return problems;
}
