import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { createQueryClient, I18nextProvider } from '@dating/platform';
import { createEventBus } from '@dating/shared-contracts';
import { strictApiClient } from '@dating/shared-contracts/testing';
import { createI18n } from './i18n/create-i18n';
import { RemoteStatusBoard } from './remotes/remote-status';
import { createSessionStore } from './session/session-store';
import { ShellApp } from './shell-app';
import { ShellContext, type ShellServices } from './shell-context';
import { companyInfoAnswer } from './testing/company-info';
import { PRODUCT_ROUTES } from './testing/product-routes';

async function renderShell(path: string) {
  window.history.pushState(null, '', path);
  const i18n = await createI18n('nl');
  const bus = createEventBus();
  const status = new RemoteStatusBoard();
  // No network in tests: the chrome gets its company info, any other call fails the test.
  const api = strictApiClient([companyInfoAnswer()]);
  const element = document.createElement('div');
  const services: ShellServices = {
    routes: PRODUCT_ROUTES,
    errors: { report: jest.fn() },
    queryClient: createQueryClient(),
    status,
    outlet: () => element,
    navigate: (to) => window.history.pushState(null, '', to),
    session: createSessionStore({
      api,
      bus,
      locale$: new BehaviorSubject('nl'),
      settings: null,
    }),
    bus,
    api,
    push: { enable: async () => 'not-capable' },
  };
  render(
    <ShellContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={createCache({ key: 'test' })}>
          <ShellApp />
        </CacheProvider>
      </I18nextProvider>
    </ShellContext.Provider>,
  );
  // The footer's company info arrives inside act, not while the test asserts.
  await act(async () => undefined);
  return { status, element };
}

it('shows the 404 page with a link home for an unknown route', async () => {
  // One segment is mfe-landers' `/{token}` (it draws the same page); two are nobody's.
  await renderShell('/no/such-page');
  expect(
    screen.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(screen.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
});

it('shows a failed remote as a fallback with retry, and keeps the navigation', async () => {
  const { status } = await renderShell('/chats');
  const retry = jest.fn();
  act(() => status.set('mfe-chat', { kind: 'failed', retry }));
  expect(screen.getByRole('alert')).toHaveTextContent('Dit onderdeel is even niet beschikbaar');
  await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Leden zoeken' })).toBeInTheDocument();
});

it('shows "this part stopped working" with retry when a remote crashes, never the exception', async () => {
  const { status } = await renderShell('/members');
  const retry = jest.fn();
  act(() => status.set('mfe-members', { kind: 'crashed', version: '1.0.0', retry }));
  expect(screen.getByRole('alert')).toHaveTextContent('Dit onderdeel werkt even niet');
  await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Leden zoeken' })).toBeInTheDocument();
  // A way back besides retrying: the start page, which another remote draws.
  expect(
    within(screen.getByRole('alert')).getByRole('link', { name: 'Terug naar de startpagina' }),
  ).toHaveAttribute('href', '/');
});

it('draws the lander layout without the member navigation', async () => {
  const { element } = await renderShell('/landers/gallery');
  expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
  // No settings in this shell: the logo bar names the host instead of a brand.
  expect(screen.getByRole('link', { name: 'localhost' })).toBeInTheDocument();
  expect(element.isConnected).toBe(true);
});
