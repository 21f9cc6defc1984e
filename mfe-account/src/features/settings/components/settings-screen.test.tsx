import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@dating/shared-contracts';
import { endpoints, type OkResponse } from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, anApiError, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

const ok = { ok: true as const };
type Handlers = Parameters<typeof mountRemote>[1]['api'];

async function mountSettings(
  api: Handlers = [],
  user = aSessionUser() as ReturnType<typeof aSessionUser> | null,
) {
  return mountRemote(app, { remote: 'mfe-account', path: '/notifications', user, api });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('settings for a visitor', () => {
  it('asks to log in first', async () => {
    const remote = await mountSettings([], null);
    expect(await screen.findByRole('heading', { name: 'Instellingen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('region', { name: 'E-mailadres wijzigen' })).toBeNull();
    await remote.unmount();
  });
});

describe('change e-mail', () => {
  async function requestChange(post: () => Promise<OkResponse>) {
    const remote = await mountSettings([answer(endpoints.account.requestMailChange, post)]);
    const email = within(await screen.findByRole('region', { name: 'E-mailadres wijzigen' }));
    await userEvent.type(email.getByLabelText('Nieuw e-mailadres'), ' nieuw@example.nl ');
    await userEvent.type(email.getByLabelText('Huidig wachtwoord'), 'geheim123');
    await userEvent.click(email.getByRole('button', { name: 'Stuur bevestigingslink' }));
    return remote;
  }

  it('sends a confirmation link to the new address and says so', async () => {
    const post = jest.fn(async () => ok);
    const remote = await requestChange(post);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We hebben een bevestigingslink naar nieuw@example.nl gestuurd',
    );
    expect(post).toHaveBeenCalledWith({
      body: { email: 'nieuw@example.nl', password: 'geheim123' },
    });
    expect(section('E-mailadres wijzigen')).toHaveTextContent('sanne@example.nl');
    await remote.unmount();
  });

  it('shows an address in use at the address field, keeping what was typed', async () => {
    const remote = await requestChange(() => Promise.reject(anApiError(409, 'email_taken')));
    const field = screen.getByLabelText('Nieuw e-mailadres');

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Dit e-mailadres is al in gebruik.'),
    );
    expect(field).toHaveFocus();
    expect(field).toHaveValue('nieuw@example.nl');
    await remote.unmount();
  });

  it('shows an invalid address and a wrong password at their fields', async () => {
    const refusal = new ApiError(400, {
      statusCode: 400,
      code: 'validation_failed',
      messageKey: 'validation_failed',
      fields: [
        { field: 'email', messageKey: 'invalid_email' },
        { field: 'password', messageKey: 'wrong_password' },
      ],
    });
    const remote = await requestChange(() => Promise.reject(refusal));

    await waitFor(() =>
      expect(screen.getByLabelText('Nieuw e-mailadres')).toHaveAccessibleDescription(
        'Ongeldig e-mailadres.',
      ),
    );
    const password = within(section('E-mailadres wijzigen')).getByLabelText('Huidig wachtwoord');
    expect(password).toHaveAccessibleDescription('Het wachtwoord is onjuist.');
    await remote.unmount();
  });
});

describe('change password', () => {
  async function changePassword(put: () => Promise<OkResponse>, repeat = 'nieuw-geheim-42') {
    const remote = await mountSettings([answer(endpoints.account.changePassword, put)]);
    const form = within(await screen.findByRole('region', { name: 'Wachtwoord wijzigen' }));
    await userEvent.type(form.getByLabelText('Huidig wachtwoord'), 'geheim123');
    await userEvent.type(form.getByLabelText('Nieuw wachtwoord'), 'nieuw-geheim-42');
    await userEvent.type(form.getByLabelText('Herhaal nieuw wachtwoord'), repeat);
    await userEvent.click(form.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    return { remote, form };
  }

  it('changes it, says the other sessions ended and empties the fields', async () => {
    const put = jest.fn(async () => ok);
    const { remote, form } = await changePassword(put);

    expect(await form.findByRole('status')).toHaveTextContent('Je andere sessies zijn beëindigd');
    expect(put).toHaveBeenCalledWith({
      body: {
        current_password: 'geheim123',
        password: 'nieuw-geheim-42',
        password_repeat: 'nieuw-geheim-42',
      },
    });
    expect(form.getByLabelText('Nieuw wachtwoord')).toHaveValue('');
    await remote.unmount();
  });

  it('shows a too common password at the new password', async () => {
    const { remote, form } = await changePassword(() =>
      Promise.reject(anApiError(400, 'password_too_common')),
    );
    const field = form.getByLabelText('Nieuw wachtwoord');

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('te bekend')),
    );
    expect(field).toHaveFocus();
    await remote.unmount();
  });

  it('shows a wrong current password and different repeats at their fields', async () => {
    const refusal = new ApiError(400, {
      statusCode: 400,
      code: 'validation_failed',
      messageKey: 'validation_failed',
      fields: [
        { field: 'current_password', messageKey: 'wrong_password' },
        { field: 'password_repeat', messageKey: 'passwords_not_equal' },
      ],
    });
    const { remote, form } = await changePassword(() => Promise.reject(refusal), 'iets-anders');

    await waitFor(() =>
      expect(form.getByLabelText('Huidig wachtwoord')).toHaveAccessibleDescription(
        'Het wachtwoord is onjuist.',
      ),
    );
    expect(form.getByLabelText('Herhaal nieuw wachtwoord')).toHaveAccessibleDescription(
      'De wachtwoorden zijn niet gelijk.',
    );
    await remote.unmount();
  });
});
