import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  endpoints,
  type AccountDeleteBody,
  type CompanyInfo,
  type NotificationPreferences,
} from '@dating/shared-contracts/api';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser, anApiError, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

const PREFERENCES: NotificationPreferences = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  promotions: true,
  weekly_updates: true,
  news: true,
  reminders: true,
};

const COMPANY: CompanyInfo = {
  name: 'Vonk Media BV',
  address: 'Herengracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'Netherlands',
  tradenames: [],
  vat_numbers: [],
  support_phone: '020 999 99 99',
  delete_discount: 50,
  added: '2020-01-01 00:00:00',
};

type Handlers = NonNullable<Parameters<typeof mountRemote>[1]['api']>;

async function openDeletion(api: Handlers = []) {
  const remote = await mountRemote(app, {
    remote: 'mfe-account',
    path: '/notifications',
    user: aSessionUser(),
    api: [
      ...api,
      answer(endpoints.account.notificationPreferences, async () => ({
        preferences: PREFERENCES,
      })),
      answer(endpoints.site.companyInfo, async () => ({ companyinfo: COMPANY })),
    ],
  });
  const region = within(await screen.findByRole('region', { name: 'Account verwijderen' }));
  await userEvent.click(region.getByRole('button', { name: 'Account verwijderen…' }));
  return { remote, region };
}

describe('delete account', () => {
  it('offers invisible mode, a pause and the discount before anything is deleted', async () => {
    const post = jest.fn(async () => ({ ok: true as const }));
    const { remote, region } = await openDeletion([answer(endpoints.account.deleteAccount, post)]);

    expect(region.getByRole('heading', { name: 'Voordat je gaat' })).toHaveFocus();
    expect(region.getByRole('button', { name: 'Maak mij onzichtbaar' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Pauzeer mijn account' })).toBeInTheDocument();
    expect(
      await region.findByRole('heading', { name: '50% korting als je blijft' }),
    ).toBeInTheDocument();

    await userEvent.click(region.getByRole('button', { name: 'Ik blijf' }));
    expect(region.queryByRole('heading', { name: 'Voordat je gaat' })).toBeNull();
    expect(post).not.toHaveBeenCalled();
    await remote.unmount();
  });

  it('pauses: invisible and every notification off', async () => {
    const updateUser = jest.fn(async () => ({ user: { ...aSessionUser(), invisible: true } }));
    const updatePreferences = jest.fn(
      async ({ body }: { body?: Partial<NotificationPreferences> }) => ({
        preferences: { ...PREFERENCES, ...body },
      }),
    );
    const { remote, region } = await openDeletion([
      answer(endpoints.user.update, updateUser),
      answer(endpoints.account.updateNotificationPreferences, updatePreferences),
    ]);

    await userEvent.click(region.getByRole('button', { name: 'Pauzeer mijn account' }));

    expect(await region.findByRole('status')).toHaveTextContent('Je account is gepauzeerd');
    expect(updateUser).toHaveBeenCalledWith({ body: { invisible: true } });
    expect(updatePreferences).toHaveBeenCalledWith({
      body: expect.objectContaining({ news: false, new_messages: false, promotions: false }),
    });
    await remote.unmount();
  });

  it('asks the reasons and the password, deletes and goes to /account-deleted', async () => {
    const post = jest.fn(async (_input: { body?: AccountDeleteBody }) => ({ ok: true as const }));
    const { remote, region } = await openDeletion([answer(endpoints.account.deleteAccount, post)]);
    await userEvent.click(region.getByRole('button', { name: 'Toch verwijderen' }));

    expect(region.getByRole('heading', { name: 'Waarom ga je weg?' })).toHaveFocus();
    const reasons = within(region.getByRole('group', { name: 'Redenen (optioneel)' }));
    await userEvent.click(reasons.getByRole('checkbox', { name: 'Ik heb een partner gevonden' }));
    await userEvent.type(region.getByLabelText('Toelichting (optioneel)'), 'Dank jullie!');
    await userEvent.type(region.getByLabelText('Wachtwoord'), 'geheim123');
    await userEvent.click(region.getByRole('button', { name: 'Verwijder mijn account' }));

    await waitFor(() => expect(window.location.pathname).toBe('/account-deleted'));
    expect(post).toHaveBeenCalledWith({
      body: { password: 'geheim123', reasons: ['found_partner'], comment: 'Dank jullie!' },
    });
    expect(remote.events).toContainEqual({ type: 'session/refresh-requested' });
    await remote.unmount();
  });

  it('shows a wrong password at the field and deletes nothing', async () => {
    const { remote, region } = await openDeletion([
      answer(endpoints.account.deleteAccount, () =>
        Promise.reject(anApiError(400, 'wrong_password')),
      ),
    ]);
    await userEvent.click(region.getByRole('button', { name: 'Toch verwijderen' }));
    await userEvent.type(region.getByLabelText('Wachtwoord'), 'fout');
    await userEvent.click(region.getByRole('button', { name: 'Verwijder mijn account' }));

    const field = region.getByLabelText('Wachtwoord');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Het wachtwoord is onjuist.'));
    expect(field).toHaveFocus();
    expect(window.location.pathname).toBe('/notifications');
    await remote.unmount();
  });
});
