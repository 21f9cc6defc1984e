import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type UserResponse } from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, anApiError, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

async function mountLogin(
  post: () => Promise<UserResponse>,
  user = null as ReturnType<typeof aSessionUser> | null,
) {
  const remote = await mountRemote(app, {
    remote: 'mfe-account',
    path: '/login',
    user,
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

  it('tells how long to wait after too many wrong attempts', async () => {
    const remote = await mountLogin(() =>
      Promise.reject(anApiError(429, 'login_delayed', { seconds: 8 })),
    );

    await fillIn('sanne@example.nl', 'fout');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel foute pogingen. Probeer het over 8 seconden opnieuw.',
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
