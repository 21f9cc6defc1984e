import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { endpoints, type UnsubscribeResponse } from '@dating/shared-contracts/api';
import {
  aSessionUser,
  anApiError,
  answer,
  type EndpointStub,
} from '@dating/shared-contracts/testing';
import * as app from '../../../app';

const TOKEN = '12.new_messages.signature';

function mountPage(
  api: readonly EndpointStub[],
  options: { path?: string; user?: ReturnType<typeof aSessionUser> | null } = {},
) {
  return mountRemote(app, {
    remote: 'mfe-account',
    path: options.path ?? `/unsubscribe?token=${encodeURIComponent(TOKEN)}`,
    user: options.user ?? null,
    api,
  });
}

const subscribed: UnsubscribeResponse = {
  category: 'new_messages',
  subscribed: true,
  all_disabled: false,
};

describe('the unsubscribe page', () => {
  it('says what will stop, changes nothing until the button, then offers to stop all', async () => {
    const get = jest.fn(async () => subscribed);
    const post = jest.fn(async ({ body }: { body?: { all?: boolean } }) => ({
      ...subscribed,
      subscribed: false,
      all_disabled: body?.all === true,
    }));
    const remote = await mountPage([
      answer(endpoints.notifications.unsubscribeStatus, get),
      answer(endpoints.notifications.unsubscribe, post),
    ]);

    expect(
      await screen.findByText('Je krijgt dan geen e-mails meer over nieuwe berichten.'),
    ).toBeVisible();
    expect(get).toHaveBeenCalledWith({ query: { token: TOKEN } });
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Uitschrijven' }));
    const done = await screen.findByRole('heading', { level: 1, name: 'Je bent uitgeschreven' });
    expect(done).toHaveFocus();
    expect(post).toHaveBeenCalledWith({ query: { token: TOKEN }, body: {} });
    // The shell reads the user again: the next page shows the disabled-notifications alert.
    expect(remote.events).toContainEqual({ type: 'session/refresh-requested' });
    expect(screen.getByText('Je krijgt geen e-mails meer over nieuwe berichten.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar je instellingen' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Stop alle e-mailmeldingen' }));
    expect(
      await screen.findByText(
        'Je krijgt geen e-mailmeldingen meer. Je zet ze weer aan in je instellingen.',
      ),
    ).toBeVisible();
    expect(post).toHaveBeenLastCalledWith({ query: { token: TOKEN }, body: { all: true } });
    await remote.unmount();
  });

  it('can be used with the keyboard alone', async () => {
    const post = jest.fn(async () => ({ ...subscribed, subscribed: false }));
    const remote = await mountPage([
      answer(endpoints.notifications.unsubscribeStatus, async () => subscribed),
      answer(endpoints.notifications.unsubscribe, post),
    ]);
    await screen.findByRole('button', { name: 'Uitschrijven' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Uitschrijven' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Je bent uitgeschreven' })).toHaveFocus();
    expect(post).toHaveBeenCalledTimes(1);
    await remote.unmount();
  });

  it('explains a broken link and leads to the login, or the settings of a member', async () => {
    const refused = async () => Promise.reject(anApiError(400, 'unsubscribe_link_invalid'));
    const remote = await mountPage([answer(endpoints.notifications.unsubscribeStatus, refused)]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deze link werkt niet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Deze afmeldlink klopt niet');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    await remote.unmount();

    const member = await mountPage([], { path: '/unsubscribe', user: aSessionUser() });
    expect(await screen.findByRole('heading', { name: 'Deze link werkt niet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar je instellingen' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await member.unmount();
  });

  it('says so when the category is off already', async () => {
    const remote = await mountPage([
      answer(endpoints.notifications.unsubscribeStatus, async () => ({
        ...subscribed,
        subscribed: false,
      })),
    ]);
    expect(await screen.findByRole('heading', { name: 'Je bent uitgeschreven' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Uitschrijven' })).toBeNull();
    await remote.unmount();
  });

  it('speaks the member’s language', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-account',
      path: `/unsubscribe?token=${TOKEN}`,
      locale: 'de',
      user: null,
      api: [answer(endpoints.notifications.unsubscribeStatus, async () => subscribed)],
    });
    expect(
      await screen.findByText('Du bekommst dann keine E-Mails mehr über neue Nachrichten.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await remote.unmount();
  });
});
