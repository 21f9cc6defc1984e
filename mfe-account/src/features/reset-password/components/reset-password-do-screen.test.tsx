import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type ResetPasswordBody, type UserResponse } from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import { ApiError } from '@dating/shared-contracts';
import { aSessionUser, anApiError, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

function mountResetDo(
  put: (input: { body: ResetPasswordBody }) => Promise<UserResponse>,
  path = '/reset-password/do?token=abc123',
  check: (input: { query: { token: string } }) => Promise<{ ok: true }> = async () => ({
    ok: true,
  }),
) {
  return mountRemote(app, {
    remote: 'mfe-account',
    path,
    api: [
      answer(endpoints.account.resetPassword, put),
      answer(endpoints.account.checkResetLink, check),
    ],
  });
}

const field = (label: string) => screen.getByLabelText(label);

async function fillIn(password: string, repeat = password) {
  await userEvent.type(await screen.findByLabelText('Nieuw wachtwoord'), password);
  await userEvent.type(field('Herhaal nieuw wachtwoord'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
}

describe('setting a new password from the reset mail', () => {
  it('sends the token and the password twice, logs in and leads on to the members', async () => {
    const put = jest.fn(async () => ({ user: aSessionUser('Sanne') }));
    const remote = await mountResetDo(put);

    await fillIn('nieuw-geheim-42');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je wachtwoord is gewijzigd' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Je bent ingelogd als Sanne.');
    expect(put).toHaveBeenCalledWith({
      body: { token: 'abc123', password: 'nieuw-geheim-42', password_repeat: 'nieuw-geheim-42' },
    });
    expect(remote.events).toContainEqual({ type: 'auth/logged-in', user: aSessionUser('Sanne') });
    expect(screen.getByRole('link', { name: 'Naar de leden' })).toHaveAttribute('href', '/members');
    await remote.unmount();
  });

  it('checks length and equality itself, at the fields, without asking the server', async () => {
    const put = jest.fn(async () => ({ user: aSessionUser() }));
    const remote = await mountResetDo(put);

    await fillIn('kort', 'anders');

    expect(field('Nieuw wachtwoord')).toHaveAccessibleDescription(
      /Je wachtwoord moet minimaal 8 tekens lang zijn\./,
    );
    expect(field('Herhaal nieuw wachtwoord')).toHaveAccessibleDescription(
      'De wachtwoorden zijn niet gelijk.',
    );
    expect(field('Nieuw wachtwoord')).toHaveFocus();
    expect(put).not.toHaveBeenCalled();
    await remote.unmount();
  });

  it("shows the server's refusal of a common password at its field, keeping the input", async () => {
    const refusal = new ApiError(400, {
      statusCode: 400,
      code: 'validation_failed',
      messageKey: 'validation_failed',
      fields: [{ field: 'password', messageKey: 'password_too_common' }],
    });
    const remote = await mountResetDo(() => Promise.reject(refusal));

    await fillIn('password123');

    await waitFor(() =>
      expect(field('Nieuw wachtwoord')).toHaveAccessibleDescription(
        /Dit wachtwoord is te bekend en makkelijk te raden/,
      ),
    );
    expect(field('Nieuw wachtwoord')).toHaveValue('password123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('says an expired link is expired and offers a new mail', async () => {
    const remote = await mountResetDo(() => Promise.reject(anApiError(400, 'link_expired')));

    await fillIn('nieuw-geheim-42');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link verlopen of invalide, vraag een nieuwe e-mail aan',
    );
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe e-mail aan' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await remote.unmount();
  });

  it('says a used link is expired before offering the form, with the way to a new mail', async () => {
    const put = jest.fn();
    const check = jest.fn(() => Promise.reject(anApiError(400, 'link_expired')));
    const remote = await mountResetDo(put, '/reset-password/do?token=used123', check);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link verlopen of invalide, vraag een nieuwe e-mail aan',
    );
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe e-mail aan' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
    expect(check).toHaveBeenCalledWith({ query: { token: 'used123' } });
    expect(put).not.toHaveBeenCalled();
    await remote.unmount();
  });

  it('says the link is being checked until the server answers, then offers the form', async () => {
    let answerCheck: (value: { ok: true }) => void = () => undefined;
    const remote = await mountResetDo(
      jest.fn(),
      '/reset-password/do?token=abc123',
      () => new Promise((resolve) => (answerCheck = resolve)),
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Je link wordt gecontroleerd…');
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
    act(() => answerCheck({ ok: true }));
    expect(await screen.findByLabelText('Nieuw wachtwoord')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('offers the form when the link cannot be checked, and lets the reset answer', async () => {
    const remote = await mountResetDo(
      () => Promise.reject(anApiError(400, 'link_expired')),
      '/reset-password/do?token=abc123',
      () => Promise.reject(anApiError(500, 'internal_error')),
    );

    await fillIn('nieuw-geheim-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link verlopen of invalide');
    await remote.unmount();
  });

  it('says a link without a token is invalid, without a form', async () => {
    const remote = await mountResetDo(jest.fn(), '/reset-password/do');

    expect(await screen.findByRole('alert')).toHaveTextContent('Link verlopen of invalide');
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('keeps the form with a general alert when the server fails', async () => {
    const remote = await mountResetDo(() => Promise.reject(anApiError(500, 'internal_error')));

    await fillIn('nieuw-geheim-42');

    expect(await screen.findByRole('alert')).toHaveTextContent(/Er is een fout opgetreden/);
    expect(field('Nieuw wachtwoord')).toHaveValue('nieuw-geheim-42');
    await remote.unmount();
  });
});
