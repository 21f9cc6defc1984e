import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiError, UNREACHABLE_TEXTS, type ErrorTextsLoader } from '@dating/shared-contracts';
import { AREA_NS, areaI18n } from '../testing/area-i18n';
import { useApiErrorMessage } from './use-api-error-message';
import { ErrorTextsContext } from '@dating/platform';

// The error texts' chunk cannot be fetched: the member's connection is gone.
const attempts: string[] = [];
const unreachable: ErrorTextsLoader = (i18n) => {
  attempts.push(i18n.language);
  return Promise.reject(new Error('Loading chunk errors-locale-de failed'));
};

function LoginFailure({ error }: { readonly error: unknown }) {
  const errorMessage = useApiErrorMessage();
  return <p role="alert">{errorMessage(error)}</p>;
}

it('says the connection is gone, in the page’s language, when the error texts cannot load', async () => {
  const i18n = await areaI18n('de', { de: { title: 'Anmelden' } });
  render(
    <I18nextProvider i18n={i18n} defaultNS={AREA_NS}>
      <ErrorTextsContext.Provider value={unreachable}>
        <LoginFailure error={new ApiError(401, { code: 'login_failed' })} />
      </ErrorTextsContext.Provider>
    </I18nextProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(UNREACHABLE_TEXTS.de!);
  // The draw that showed it did not ask again: no loop of failing loads while offline.
  expect(attempts).toEqual(['de']);
});
