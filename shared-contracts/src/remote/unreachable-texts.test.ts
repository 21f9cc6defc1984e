import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UNREACHABLE_TEXTS } from './unreachable-texts';

// What an error says when the error texts cannot load is the first sentence of the network
// error's own text, in every language the texts come in.
const ERRORS_DIR = path.join(__dirname, '..', 'i18n', 'errors');

it('keeps for every language the first sentence of its network error', () => {
  const languages = readdirSync(ERRORS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace('.json', ''));
  expect(Object.keys(UNREACHABLE_TEXTS).sort()).toEqual(languages.sort());
  for (const language of languages) {
    const texts = JSON.parse(readFileSync(path.join(ERRORS_DIR, `${language}.json`), 'utf8'));
    const first = `${texts.network_error.split('. ')[0]}.`;
    expect([language, UNREACHABLE_TEXTS[language]]).toEqual([language, first]);
  }
});
