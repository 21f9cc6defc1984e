import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@dating/shared-contracts/api';
import { aSessionUser, answer } from '@dating/shared-contracts/testing';
import { mountSettings } from '../testing/mount-settings';

const notifications = () => screen.findByRole('region', { name: 'Meldingen' });

describe('e-mail notifications switched off by a bounce, a complaint or an unsubscribe', () => {
  it('says why and switches them on again, asking the shell to read the user again', async () => {
    const user = aSessionUser('Sanne', { notifications_disabled: ['bounce', 'spam_complaint'] });
    const put = jest.fn(async () => ({ user: { ...user, notifications_disabled: [] } }));
    const remote = await mountSettings([answer(endpoints.user.update, put)], { user });
    const section = within(await notifications());
    const notice = section.getByRole('group', { name: 'E-mailmeldingen staan uit' });
    expect(notice).toHaveTextContent('Onze e-mails kwamen niet aan: je mailbox weigerde ze.');
    expect(notice).toHaveTextContent('Je hebt een van onze e-mails als spam gemarkeerd.');

    await userEvent.click(
      within(notice).getByRole('button', { name: 'E-mailmeldingen weer aanzetten' }),
    );

    expect(await section.findByRole('status')).toHaveTextContent('E-mailmeldingen staan weer aan.');
    expect(put).toHaveBeenCalledWith({ body: { email_notifications: true } });
    await waitFor(() =>
      expect(remote.events).toContainEqual({ type: 'session/refresh-requested' }),
    );
    expect(section.queryByRole('group', { name: 'E-mailmeldingen staan uit' })).toBeNull();
    await remote.unmount();
  });

  it('names an unsubscribe', async () => {
    const user = aSessionUser('Sanne', { notifications_disabled: ['unsubscribe'] });
    const remote = await mountSettings([], { user });
    expect(within(await notifications()).getByRole('group')).toHaveTextContent(
      'Je hebt je afgemeld voor alle e-mailmeldingen.',
    );
    await remote.unmount();
  });

  it("shows nothing for categories a mail's link switched off: their switches say it", async () => {
    const user = aSessionUser('Sanne', { notifications_disabled: ['new_messages'] });
    const remote = await mountSettings([], { user });
    const section = within(await notifications());
    expect(section.queryByRole('group', { name: 'E-mailmeldingen staan uit' })).toBeNull();
    await remote.unmount();
  });

  it('shows nothing while e-mail notifications are on', async () => {
    const remote = await mountSettings();
    const section = within(await notifications());
    expect(section.queryByRole('group', { name: 'E-mailmeldingen staan uit' })).toBeNull();
    expect(section.queryByRole('button', { name: 'E-mailmeldingen weer aanzetten' })).toBeNull();
    await remote.unmount();
  });
});
