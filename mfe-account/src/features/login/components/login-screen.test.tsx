import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type UserResponse } from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, anApiError, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

async function mountLogin(
  post: () => Promise<UserResponse>,
  user = null as ReturnType<typeof aSessionUser> | null,
  locale = 'nl',
  path = '/login',
) {
  const remote = await mountRemote(app, {
    remote: 'mfe-account',
    path,
    user,
    locale,
    api: [answer(endpoints.user.loginOrPush, post)],
  });
  return remote;
}

async function fillIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('E-mailadres'), email);
  await userEvent.type(screen.getByLabelText('Wachtwoord'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('login', () => {
  it('logs in, hands the user to the shell and goes to the members', async () => {
    const user = aSessionUser();
    let respond: (value: UserResponse) => void = () => undefined;
    const post = jest.fn(() => new Promise<UserResponse>((resolve) => (respond = resolve)));
    const remote = await mountLogin(post);

    await fillIn(' sanne@example.nl ', 'geheim123');
    expect(screen.getByRole('button', { name: 'Bezig met inloggen…' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith({
      body: { email: 'sanne@example.nl', password: 'geheim123' },
    });

    respond({ user });
    // /members belongs to another remote: this one only changes the URL.
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
    expect(remote.events).toContainEqual({ type: 'auth/logged-in', user });
    await remote.unmount();
  });

  it('brings the member back to the page that asked them to log in, never to another site', async () => {
    const user = aSessionUser();
    const remote = await mountLogin(
      () => Promise.resolve({ user }),
      null,
      'nl',
      '/login?next=%2Ftransactions%2F12',
    );
    await fillIn('sanne@example.nl', 'geheim123');
    await waitFor(() => expect(window.location.pathname).toBe('/transactions/12'));
    await remote.unmount();

    const other = await mountLogin(
      () => Promise.resolve({ user }),
      null,
      'nl',
      '/login?next=%2F%2Fevil.example%2Fmembers',
    );
    await fillIn('sanne@example.nl', 'geheim123');
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
    expect(window.location.host).not.toBe('evil.example');
    await other.unmount();
  });

  it('shows why a login failed and keeps what was typed', async () => {
    const remote = await mountLogin(() => Promise.reject(anApiError(401, 'login_failed')));

    await fillIn('sanne@example.nl', 'fout');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login mislukt, probeer opnieuw');
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('sanne@example.nl');
    expect(screen.getByLabelText('Wachtwoord')).toHaveValue('fout');
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
    expect(remote.events).toEqual([]);
    await remote.unmount();
  });

  it.each([
    [8, 'Te veel foute pogingen. Probeer het over 8 seconden opnieuw.'],
    [1, 'Te veel foute pogingen. Probeer het over 1 seconde opnieuw.'],
    [59, 'Te veel foute pogingen. Probeer het over 59 seconden opnieuw.'],
    [60, 'Te veel foute pogingen, account voor 1 min geblokkeerd.'],
    // The ninth failure from one browser waits 128 s: in whole minutes, rounded up.
    [128, 'Te veel foute pogingen, account voor 3 min geblokkeerd.'],
  ])(
    'tells how long to wait after %i s of delay, in minutes once it is minutes',
    async (seconds, text) => {
      const remote = await mountLogin(() =>
        Promise.reject(anApiError(429, 'login_delayed', { seconds })),
      );

      await fillIn('sanne@example.nl', 'fout');
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      await remote.unmount();
    },
  );

  it.each([
    ['de', 128, 'E-Mail-Adresse', 'Passwort', 'Anmelden', 'für 3 Minuten gesperrt.'],
    ['en', 1, 'E-mail address', 'Password', 'Log in', 'try again in 1 second.'],
    ['en', 60, 'E-mail address', 'Password', 'Log in', 'locked for 1 minute.'],
    ['pl', 300, 'Adres e-mail', 'Hasło', 'Zaloguj się', 'zablokowane na 5 minut.'],
    ['pl', 3, 'Adres e-mail', 'Hasło', 'Zaloguj się', 'za 3 sekundy.'],
  ])(
    'tells the wait in the member’s language with its plural form (%s, %i s)',
    async (locale, seconds, emailLabel, passwordLabel, button, text) => {
      const remote = await mountLogin(
        () => Promise.reject(anApiError(429, 'login_delayed', { seconds })),
        null,
        locale,
      );
      await userEvent.type(await screen.findByLabelText(emailLabel), 'sanne@example.nl');
      await userEvent.type(screen.getByLabelText(passwordLabel), 'fout');
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      await remote.unmount();
    },
  );

  it('tells how long the account is locked after too many wrong attempts from anywhere', async () => {
    const remote = await mountLogin(() =>
      Promise.reject(anApiError(429, 'too_many_attempts', { minutes: 4 })),
    );

    await fillIn('sanne@example.nl', 'fout');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel foute pogingen, account voor 4 min geblokkeerd.',
    );
    await remote.unmount();
  });

  it('says the account lock in the member’s language with its plural form', async () => {
    const remote = await mountLogin(
      () => Promise.reject(anApiError(429, 'too_many_attempts', { minutes: 1 })),
      null,
      'en',
    );
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'sanne@example.nl');
    await userEvent.type(screen.getByLabelText('Password'), 'fout');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Your account has been locked for 1 minute.',
    );
    await remote.unmount();
  });

  it('offers a way on instead of the form when already logged in', async () => {
    const remote = await mountLogin(
      () => Promise.reject(new Error('no call expected')),
      aSessionUser('Mila'),
    );

    expect(await screen.findByRole('heading', { name: 'Je bent ingelogd' })).toBeInTheDocument();
    expect(screen.getByText('Je bent al ingelogd als Mila.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de leden' })).toHaveAttribute('href', '/members');
    expect(screen.queryByLabelText('Wachtwoord')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('links to password reset and signup', async () => {
    const remote = await mountLogin(() => Promise.reject(new Error('no call expected')));

    expect(await screen.findByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Meld je gratis aan' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await remote.unmount();
  });
});
