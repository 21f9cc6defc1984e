import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type OkResponse, type TokenBody } from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import type { SessionUser } from '@dating/shared-contracts';
import { aSessionUser, anApiError, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

function mountMailChange(
  put: (input: { body: TokenBody }) => Promise<OkResponse>,
  { path = '/mail-change/do?token=tok-1', user = null as SessionUser | null } = {},
) {
  return mountRemote(app, {
    remote: 'mfe-account',
    path,
    user,
    api: [answer(endpoints.account.confirmMailChange, put)],
  });
}

describe('confirming an e-mail change from the mail', () => {
  it('confirms the token once on arrival and leads a member to the settings', async () => {
    const put = jest.fn(async () => ({ ok: true as const }));
    const remote = await mountMailChange(put, { user: aSessionUser() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je e-mailadres is gewijzigd' }),
    ).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith({ body: { token: 'tok-1' } });
    expect(screen.getByRole('link', { name: 'Naar je instellingen' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await remote.unmount();
  });

  it('says it is busy while the server confirms', async () => {
    const remote = await mountMailChange(() => new Promise<OkResponse>(() => {}));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Je nieuwe e-mailadres wordt bevestigd…',
    );
    await remote.unmount();
  });

  it('says an expired link is expired, with a way to log in', async () => {
    const remote = await mountMailChange(() => Promise.reject(anApiError(400, 'link_expired')));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link verlopen of invalide, vraag een nieuwe e-mail aan',
    );
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    await remote.unmount();
  });

  it('says so when the address was taken meanwhile, and may try again', async () => {
    const put = jest
      .fn<Promise<OkResponse>, [{ body: TokenBody }]>()
      .mockRejectedValueOnce(anApiError(409, 'email_taken'))
      .mockResolvedValueOnce({ ok: true });
    const remote = await mountMailChange(put);

    expect(await screen.findByRole('alert')).toHaveTextContent('Dit e-mailadres is al in gebruik.');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je e-mailadres is gewijzigd' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    await remote.unmount();
  });

  it('says a link without a token is invalid, without asking the server', async () => {
    const put = jest.fn(async () => ({ ok: true as const }));
    const remote = await mountMailChange(put, { path: '/mail-change/do' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Link verlopen of invalide');
    expect(put).not.toHaveBeenCalled();
    await remote.unmount();
  });
});
