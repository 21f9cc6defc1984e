import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import { answer } from '@dating/shared-contracts/testing';
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

  it('says a reactivation link failed, and sends a new one to the address given', async () => {
    const post = jest.fn(async () => ({ ok: true as const }));
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: '/account-deleted?error=link_expired',
      api: [answer(endpoints.account.requestReactivation, post)],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link verlopen of invalide, vraag een nieuwe e-mail aan',
    );
    await userEvent.type(screen.getByLabelText('E-mailadres van je account'), ' lot@example.nl ');
    await userEvent.click(screen.getByRole('button', { name: 'Stuur een nieuwe link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Als er een verwijderd account bij lot@example.nl hoort',
    );
    expect(post).toHaveBeenCalledWith({ body: { email: 'lot@example.nl' } });
    await remote.unmount();
  });

  it('shows no error when it is reached by deleting', async () => {
    const remote = await mountRemote(app, { remote: 'mfe-account', path: '/account-deleted' });
    await screen.findByRole('heading', { level: 1, name: 'Je account is verwijderd' });
    expect(screen.queryByRole('alert')).toBeNull();
    await remote.unmount();
  });
});
