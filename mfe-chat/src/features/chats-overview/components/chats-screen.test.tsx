import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote, aSessionUser, anApiError, answer } from '@dating/shared-contracts/testing';
import {
  endpoints,
  type ChatEntry,
  type ChatsResponse,
  type Message,
} from '@dating/shared-contracts/api';
import * as app from '../../../app';

const message = (over: Partial<Message>): Message => ({
  id: '1',
  kind: 'text',
  body: null,
  image_url: null,
  gift: null,
  from_me: false,
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

const chat = (id: string, name: string, last: Message, unread: number): ChatEntry => ({
  conversation: { id, messages: [last], last_message_at: last.created_at },
  profile: {
    id: `9${id}`,
    name,
    age: 31,
    gender: 'female',
    city: 'Delft',
    region: null,
    country: 'NL',
    main_image: { url: `/media/${id}.jpg`, thumb_url: `/media/${id}-t.jpg` },
  },
  num_unread_messages: unread,
});

const chatsOf = (chats: ChatEntry[]): ChatsResponse => ({ chats, total_unread_messages: 0 });

describe('chats overview', () => {
  it('lists conversations with a preview and an unread badge capped at 99+', async () => {
    const get = jest.fn(async () =>
      chatsOf([
        chat('11', 'Anna', message({ body: 'Hoi, hoe gaat het?' }), 150),
        chat('12', 'Eva', message({ kind: 'image', from_me: true }), 0),
      ]),
    );
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: aSessionUser(),
      api: [answer(endpoints.chats.list, get)],
    });

    const list = await screen.findByRole('list', { name: 'Gesprekken' });
    const [anna, eva] = within(list).getAllByRole('link');
    expect(anna).toHaveAttribute('href', '/chats/11');
    expect(anna).toHaveTextContent('Anna');
    expect(anna).toHaveTextContent('Hoi, hoe gaat het?');
    expect(anna).toHaveTextContent('99+');
    expect(anna).toHaveTextContent('150 ongelezen berichten');
    expect(eva).toHaveTextContent('Jij: Foto');
    expect(eva).not.toHaveTextContent('ongelezen');
    expect(eva?.querySelector('img')).toHaveAttribute('src', '/media/12-t.jpg');
    expect(get).toHaveBeenCalledWith({});
    await remote.unmount();
  });

  it('has an empty state that leads to the members', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: aSessionUser(),
      api: [answer(endpoints.chats.list, async () => chatsOf([]))],
    });

    expect(await screen.findByRole('heading', { name: 'Nog geen gesprekken' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden bekijken' })).toHaveAttribute(
      'href',
      '/members',
    );
    await remote.unmount();
  });

  it('sends a logged-out visitor to log in without calling the API', async () => {
    const get = jest.fn();
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: null,
      api: [answer(endpoints.chats.list, get)],
    });

    expect(
      await screen.findByText('Log in om je berichten te lezen en te beantwoorden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(get).not.toHaveBeenCalled();
    await remote.unmount();
  });

  it('says why loading failed and loads again on retry', async () => {
    // StrictMode runs the first load twice, so the answer follows a flag, not a call count.
    let down = true;
    const get = jest.fn(async () => {
      if (down) throw anApiError(500, 'internal_error');
      return chatsOf([chat('11', 'Anna', message({ body: 'Hoi' }), 1)]);
    });
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: aSessionUser(),
      api: [answer(endpoints.chats.list, get)],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Je gesprekken konden niet worden geladen.');
    expect(alert).toHaveTextContent('Er is een fout opgetreden, probeer het later opnieuw.');

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('link', { name: /Anna/ })).toBeInTheDocument();
    await remote.unmount();
  });
});
