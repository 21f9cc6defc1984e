import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@dating/shared-contracts';
import { translationProblems } from '@dating/shared-contracts/testing';

it('has every static-pages text in all eleven languages', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});

// The shell's texts, read from disk (a remote may not import the shell).
const shellTexts = (locale: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(__dirname, '../../../../../shell/src/i18n/locales', `${locale}.json`),
      'utf8',
    ),
  ) as { errorPage: { status: string; home: string }; notFound: { title: string } };

it.each(LOCALES)('words the 404 page in %s exactly as the shell does', (locale) => {
  const ours = (
    JSON.parse(readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as {
      notFound: unknown;
    }
  ).notFound;
  const shell = shellTexts(locale);
  expect(ours).toEqual({
    status: shell.errorPage.status,
    title: shell.notFound.title,
    home: shell.errorPage.home,
  });
});
