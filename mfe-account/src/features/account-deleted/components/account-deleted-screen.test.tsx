import { screen } from '@testing-library/react';
import { mountRemote } from '@dating/platform/testing';
import * as app from '../../../app';

describe('account deleted page', () => {
  it('says the account is deleted, that the mail reactivates it for 14 days, and leads home', async () => {
    const remote = await mountRemote(app, { remote: 'mfe-account', path: '/account-deleted' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je account is verwijderd' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/binnen 14 dagen weer activeert/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
    await remote.unmount();
  });

  it('speaks the page language', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/account-deleted',
      locale: 'de',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dein Konto wurde gelöscht' }),
    ).toBeInTheDocument();
    await remote.unmount();
  });
});
