import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../i18n/locales';

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

const plainKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/**
 * Problems of one namespace's locale files against Dutch, the source language:
 * a missing or empty key, an unknown key, or a `{{placeholder}}` lost in translation.
 * Plural forms may differ per language (Polish has more), so keys compare without them.
 */
export function translationProblems(localesDir: string): string[] {
  const read = (locale: string) =>
    flatten(JSON.parse(readFileSync(path.join(localesDir, `${locale}.json`), 'utf8')) as Messages);
  const source = read('nl');
  const sourceKeys = new Set([...source.keys()].map(plainKey));
  const problems: string[] = [];
  for (const locale of LOCALES) {
    let target: Map<string, string>;
    try {
      target = read(locale);
    } catch {
      problems.push(`${locale}: file missing or not JSON`);
      continue;
    }
    const targetKeys = new Set([...target.keys()].map(plainKey));
    for (const key of sourceKeys)
      if (!targetKeys.has(key)) problems.push(`${locale}: missing ${key}`);
    for (const key of targetKeys)
      if (!sourceKeys.has(key)) problems.push(`${locale}: unknown ${key}`);
    for (const [key, text] of target) {
      if (!text.trim()) problems.push(`${locale}: empty ${key}`);
      const original =
        source.get(key) ?? source.get(`${plainKey(key)}_other`) ?? source.get(plainKey(key));
      if (original && placeholders(original).join() !== placeholders(text).join()) {
        problems.push(
          `${locale}: ${key} has placeholders ${placeholders(text).join()} instead of ${placeholders(original).join()}`,
        );
      }
    }
  }
  return problems;
}
