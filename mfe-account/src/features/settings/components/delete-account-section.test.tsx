import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  endpoints,
  type AccountDeleteBody,
  type CompanyInfo,
  type NotificationPreferences,
} from '@dating/shared-contracts/api';
import {
  aSessionUser,
  anApiError,
  answer,
  type EndpointStub,
} from '@dating/shared-contracts/testing';
import { mountSettings } from '../testing/mount-settings';

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

async function openDeletion(api: readonly EndpointStub[] = []) {
  const remote = await mountSettings([
    ...api,
    answer(endpoints.account.notificationPreferences, async () => ({
      preferences: PREFERENCES,
    })),
    answer(endpoints.site.companyInfo, async () => ({ companyinfo: COMPANY })),
  ]);
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

  it('claims the discount: a personal code with its end date, to use on credits', async () => {
    const claim = jest.fn(async () => ({
      discountcode: {
        code: 'STAY-7',
        country: null,
        user_id: '7',
        expires: '2026-12-08T12:00:00.000Z',
        value_percentage: 50,
        percentage: 50,
        currency: 'EUR',
        minimum_order_value: 0,
        minimum: 0,
        status: 'active' as const,
        validity: 1_209_600,
        expired: false,
        paymentmethods: [],
      },
    }));
    const { remote, region } = await openDeletion([
      answer(endpoints.payments.retentionDiscount, claim),
    ]);

    await userEvent.click(await region.findByRole('button', { name: 'Claim 50% korting' }));

    expect(await region.findByRole('status')).toHaveTextContent(
      'Je persoonlijke code STAY-7 geeft 50% korting en is geldig tot 8 december 2026.',
    );
    expect(region.getByRole('link', { name: 'Naar de credits' })).toHaveAttribute(
      'href',
      '/credits?code=STAY-7',
    );
    expect(claim).toHaveBeenCalledTimes(1);
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
