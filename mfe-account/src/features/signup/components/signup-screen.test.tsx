import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

describe('/signup', () => {
  it('shows the signup form and goes to the first suggestions to like once signed up', async () => {
    const user = aSessionUser();
    const post = jest.fn(async () => ({ user }));
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/signup',
      api: [answer(endpoints.account.signup, post)],
    });

    expect(await screen.findByRole('heading', { name: 'Gratis aanmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'sanne@example.nl');
    await userEvent.type(screen.getByLabelText('Profielnaam'), 'Sanne');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
    await userEvent.type(screen.getByLabelText('Geboortedatum'), '1990-05-17');
    await userEvent.click(screen.getByRole('button', { name: 'Gratis aanmelden' }));

    // A new member goes on to the first suggestions to like (the members area's /signup-matches).
    await waitFor(() => expect(window.location.pathname).toBe('/signup-matches'));
    expect(remote.events).toContainEqual({ type: 'signup/completed' });
    await remote.unmount();
  });
});
