import { readFileSync } from 'node:fs';
import path from 'node:path';

// The skew test's base commit is named once, in e2e/skew-base.json: the test reads it, and the
// README and decision 0010 name the file. A second copy of the commit would drift (three
// different ones were found once).
const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

it('names the skew base commit in one file that the test, the README and the decision read', () => {
  const { commit } = JSON.parse(read('e2e/skew-base.json'));
  expect(commit).toMatch(/^[0-9a-f]{40}$/);
  expect(read('e2e/tests/skew.spec.ts')).toContain("'skew-base.json'");
  for (const doc of ['README.md', 'docs/decisions/0010-remotes-own-their-routes.md']) {
    const text = read(doc);
    expect([doc, text.includes('e2e/skew-base.json')]).toEqual([doc, true]);
    // No commit of its own: neither the base nor an abbreviation of it.
    expect([doc, text.includes(commit.slice(0, 7))]).toEqual([doc, false]);
  }
});
