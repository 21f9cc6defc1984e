import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiError, hasErrorTexts } from '@dating/shared-contracts';
import { useApiErrorMessage } from './use-api-error-message';
import { useErrorText } from './use-error-text';
import { AREA_NS, areaI18n } from '../testing/area-i18n';

const NS = AREA_NS;

/** The API's error texts of a language, as the contracts ship them. */
const errorTexts = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      path.join(
        path.dirname(require.resolve('@dating/shared-contracts/package.json')),
        'src/i18n/errors',
        `${language}.json`,
      ),
      'utf8',
    ),
  );
const dutchErrors = errorTexts('nl');
const germanErrors = errorTexts('de');

/** An i18next with the area's own texts only, as a remote's namespace loads on a first visit. */
const loginI18n = (language = 'nl') =>
  areaI18n(language, { nl: { title: 'Inloggen' }, de: { title: 'Anmelden' } });

function LoginFailure({ error }: { readonly error: unknown }) {
  const errorMessage = useApiErrorMessage();
  return <p role="alert">{errorMessage(error)}</p>;
}

function FieldProblem({ problem }: { readonly problem: string | null }) {
  const errorText = useErrorText();
  return <p role="status">{problem ? errorText(problem) : ''}</p>;
}

const wrap = (i18n: I18n, node: React.ReactNode) => (
  <I18nextProvider i18n={i18n} defaultNS={NS}>
    {node}
  </I18nextProvider>
);

it('does not load the error texts while no error shows', async () => {
  const i18n = await loginI18n();
  render(wrap(i18n, <FieldProblem problem={null} />));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(hasErrorTexts(i18n, NS)).toBe(false);
});

it('shows an API error in its language once its texts have loaded, never its key', async () => {
  const i18n = await loginI18n();
  render(wrap(i18n, <LoginFailure error={new ApiError(401, { code: 'login_failed' })} />));
  // Until the texts are there the alert is empty: no `errors.login_failed` for the member.
  expect(screen.getByRole('alert')).toHaveTextContent('');
  expect(await screen.findByText(dutchErrors.login_failed!)).toBeInTheDocument();
  expect(hasErrorTexts(i18n, NS)).toBe(true);
});

it('shows a field problem from the error texts after their lazy load', async () => {
  const i18n = await loginI18n();
  const { rerender } = render(wrap(i18n, <FieldProblem problem={null} />));
  rerender(wrap(i18n, <FieldProblem problem="invalid_email" />));
  expect(screen.getByRole('status')).not.toHaveTextContent('errors.');
  expect(await screen.findByText(dutchErrors.invalid_email!)).toBeInTheDocument();
});

it('loads the texts of the language shown, again after a switch', async () => {
  const i18n = await loginI18n();
  render(wrap(i18n, <LoginFailure error={new ApiError(401, { code: 'login_failed' })} />));
  expect(await screen.findByText(dutchErrors.login_failed!)).toBeInTheDocument();
  await act(() => i18n.changeLanguage('de'));
  expect(await screen.findByText(germanErrors.login_failed!)).toBeInTheDocument();
  expect(screen.getByRole('alert')).not.toHaveTextContent('errors.');
});
