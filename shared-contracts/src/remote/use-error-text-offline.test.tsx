import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../api-client/api-error';
import { UNREACHABLE_TEXTS } from './unreachable-texts';
import { useApiErrorMessage } from './use-api-error-message';

// The error texts' chunk cannot be fetched: the member's connection is gone.
const attempts: string[] = [];
jest.mock('../i18n/errors-namespace', () => ({
  ...jest.requireActual('../i18n/errors-namespace'),
  addErrorTexts: (i18n: { language: string }) => {
    attempts.push(i18n.language);
    return Promise.reject(new Error('Loading chunk errors-locale-de failed'));
  },
}));

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

function LoginFailure({ error }: { readonly error: unknown }) {
  const errorMessage = useApiErrorMessage();
  return <p role="alert">{errorMessage(error)}</p>;
}

it('says the connection is gone, in the page’s language, when the error texts cannot load', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'de',
    fallbackLng: 'nl',
    ns: ['area'],
    defaultNS: 'area',
    resources: { de: { area: { title: 'Anmelden' } } },
    react: { useSuspense: false },
  });
  render(
    <I18nextProvider i18n={i18n} defaultNS="area">
      <LoginFailure error={new ApiError(401, { code: 'login_failed' })} />
    </I18nextProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(UNREACHABLE_TEXTS.de!);
  // The draw that showed it did not ask again: no loop of failing loads while offline.
  expect(attempts).toEqual(['de']);
});
