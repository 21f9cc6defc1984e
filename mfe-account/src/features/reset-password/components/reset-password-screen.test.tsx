import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type OkResponse } from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import { anApiError, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

async function mountReset(post: () => Promise<OkResponse>) {
  const remote = await mountRemote(app, {
    remote: 'mfe-account',
    path: '/reset-password',
    api: [answer(endpoints.account.requestPasswordReset, post)],
  });
  await userEvent.type(await screen.findByLabelText('E-mailadres'), 'iemand@example.nl');
  await userEvent.click(screen.getByRole('button', { name: 'Stuur mij een link' }));
  return remote;
}

describe('password reset request', () => {
  it('confirms without telling whether the address has an account', async () => {
    const post = jest.fn(async () => ({ ok: true as const }));
    const remote = await mountReset(post);

    expect(await screen.findByRole('heading', { name: 'Kijk in je mailbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Als er een account bij iemand@example.nl hoort',
    );
    expect(post).toHaveBeenCalledWith({ body: { email: 'iemand@example.nl' } });
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute(
      'href',
      '/login',
    );
    await remote.unmount();
  });

  it('says so when too many reset mails were sent, keeping the address', async () => {
    const remote = await mountReset(() => Promise.reject(anApiError(429, 'too_many_reset_mails')));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Te veel wachtwoordherstel ?mails verstuurd/,
    );
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('iemand@example.nl');
    await remote.unmount();
  });
});
