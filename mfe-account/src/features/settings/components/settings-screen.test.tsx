import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@dating/shared-contracts';
import {
  endpoints,
  type NotificationPreferences,
  type OkResponse,
} from '@dating/shared-contracts/api';
import {
  aSessionUser,
  anApiError,
  answer,
  type EndpointStub,
} from '@dating/shared-contracts/testing';
import { mountSettings as mountWith, PREFERENCES } from '../testing/mount-settings';

const ok = { ok: true as const };

function mountSettings(
  api: readonly EndpointStub[] = [],
  user = aSessionUser() as ReturnType<typeof aSessionUser> | null,
) {
  return mountWith(api, { user });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('settings for a visitor', () => {
  it('asks to log in first', async () => {
    const remote = await mountSettings([], null);
    expect(await screen.findByRole('heading', { name: 'Instellingen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/login?next=%2Fnotifications',
    );
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

    expect(await within(section('E-mailadres wijzigen')).findByRole('status')).toHaveTextContent(
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

  it('shows a password made of the name or e-mail address at the new password', async () => {
    const { remote, form } = await changePassword(() =>
      Promise.reject(anApiError(400, 'password_contains_personal_info')),
    );

    await waitFor(() =>
      expect(form.getByLabelText('Nieuw wachtwoord')).toHaveAccessibleDescription(
        expect.stringContaining('Je wachtwoord mag niet je naam of e-mailadres bevatten.'),
      ),
    );
    await remote.unmount();
  });

  it('says how long to wait when the current password was guessed too often', async () => {
    const { remote, form } = await changePassword(() =>
      Promise.reject(anApiError(429, 'too_many_attempts', { minutes: 2 })),
    );

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Te veel foute pogingen, account voor 2 min geblokkeerd.',
    );
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

describe('notification preferences', () => {
  it('shows the eight switches and saves one as soon as it is flipped', async () => {
    const put = jest.fn(async ({ body }: { body?: Partial<NotificationPreferences> }) => ({
      preferences: { ...PREFERENCES, ...body },
    }));
    const remote = await mountSettings([
      answer(endpoints.account.updateNotificationPreferences, put),
    ]);
    const region = within(await screen.findByRole('region', { name: 'Meldingen' }));

    expect(await region.findAllByRole('switch')).toHaveLength(8);
    const promotions = region.getByRole('switch', { name: 'Aanbiedingen' });
    expect(promotions).not.toBeChecked();
    expect(region.getByRole('switch', { name: 'Nieuwe berichten' })).toBeChecked();

    await userEvent.click(promotions);

    expect(await region.findByRole('status')).toHaveTextContent('Opgeslagen.');
    expect(put).toHaveBeenCalledWith({ body: { promotions: true } });
    expect(promotions).toBeChecked();
    // The shell reads the user again: a category set here is no longer a link's to report.
    expect(remote.events).toContainEqual({ type: 'session/refresh-requested' });
    await remote.unmount();
  });

  it('flips a switch from the keyboard, keeping the focus while it saves', async () => {
    let respond: (value: { preferences: NotificationPreferences }) => void = () => undefined;
    const put = jest.fn(
      () => new Promise<{ preferences: NotificationPreferences }>((resolve) => (respond = resolve)),
    );
    const remote = await mountSettings([
      answer(endpoints.account.updateNotificationPreferences, put),
    ]);
    const region = within(await screen.findByRole('region', { name: 'Meldingen' }));
    const like = await region.findByRole('switch', { name: 'Likes' });

    like.focus();
    await userEvent.keyboard(' ');
    expect(like).toHaveFocus();
    expect(like).toHaveAttribute('aria-disabled', 'true');
    expect(like).not.toBeChecked();
    await userEvent.keyboard(' ');
    expect(put).toHaveBeenCalledTimes(1);

    respond({ preferences: { ...PREFERENCES, like: false } });
    await waitFor(() => expect(like).not.toHaveAttribute('aria-disabled'));
    expect(like).not.toBeChecked();
    expect(like).toHaveFocus();
    await remote.unmount();
  });

  it('puts a refused change back and says why', async () => {
    const remote = await mountSettings([
      answer(endpoints.account.updateNotificationPreferences, () =>
        Promise.reject(anApiError(503, 'service_unavailable')),
      ),
    ]);
    const region = within(await screen.findByRole('region', { name: 'Meldingen' }));
    const news = await region.findByRole('switch', { name: 'Nieuws' });

    await userEvent.click(news);

    expect(await region.findByRole('alert')).toBeInTheDocument();
    expect(news).not.toBeChecked();
    await remote.unmount();
  });

  it('offers a retry when the preferences cannot be loaded', async () => {
    let fail = true;
    const remote = await mountSettings([
      answer(endpoints.account.notificationPreferences, async () => {
        if (fail) throw anApiError(500, 'internal_error');
        return { preferences: PREFERENCES };
      }),
    ]);
    const region = within(await screen.findByRole('region', { name: 'Meldingen' }));

    expect(await region.findByRole('alert')).toHaveTextContent('konden niet worden geladen');
    fail = false;
    await userEvent.click(region.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await region.findAllByRole('switch')).toHaveLength(8);
    await remote.unmount();
  });
});

describe('privacy and language', () => {
  it('turns invisible mode on and asks the shell to read the user again', async () => {
    const put = jest.fn(async () => ({ user: { ...aSessionUser(), invisible: true } }));
    const remote = await mountSettings([answer(endpoints.user.update, put)]);
    const region = within(await screen.findByRole('region', { name: 'Privacy en taal' }));

    await userEvent.click(region.getByRole('switch', { name: 'Onzichtbaar' }));

    await waitFor(() => expect(put).toHaveBeenCalledWith({ body: { invisible: true } }));
    await waitFor(() =>
      expect(remote.events).toContainEqual({ type: 'session/refresh-requested' }),
    );
    await remote.unmount();
  });

  it('asks the shell to switch the language', async () => {
    const remote = await mountSettings();
    const region = within(await screen.findByRole('region', { name: 'Privacy en taal' }));

    await userEvent.selectOptions(region.getByLabelText('Taal'), 'Deutsch');

    expect(remote.events).toContainEqual({ type: 'locale/change-requested', locale: 'de' });
    await remote.unmount();
  });
});
