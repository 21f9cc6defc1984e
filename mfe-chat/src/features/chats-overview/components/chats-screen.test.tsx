import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { aSessionUser } from '@dating/shared-contracts/testing';
import * as app from '../../../app';
import { aChatEntry, aMessage } from '../../../testing/chat-fixtures';

const message = (over: Parameters<typeof aMessage>[1]) => aMessage('1', { body: null, ...over });
const chat = (id: string, name: string, last: ReturnType<typeof aMessage>, unread: number) =>
  aChatEntry(id, name, { last, unread });

describe('chats overview', () => {
  it('lists the session conversations with a preview and an unread badge capped at 99+, without fetching', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: aSessionUser(),
      chats: [
        chat('11', 'Anna', message({ body: 'Hoi, hoe gaat het?' }), 150),
        chat('12', 'Eva', message({ kind: 'image', from_me: true }), 0),
      ],
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
    await remote.unmount();
  });

  it('follows the session: a new message moves its conversation up with its badge', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: aSessionUser(),
      chats: [
        chat('11', 'Anna', message({ body: 'Hoi' }), 0),
        chat('12', 'Eva', message({ body: 'Hallo' }), 0),
      ],
    });
    await screen.findByRole('list', { name: 'Gesprekken' });

    // What the shell does on a live `message` event: it loads the chats again.
    act(() =>
      remote.chats$.next([
        chat('12', 'Eva', message({ body: 'Zin in koffie?' }), 1),
        chat('11', 'Anna', message({ body: 'Hoi' }), 0),
      ]),
    );
    const [first] = within(screen.getByRole('list', { name: 'Gesprekken' })).getAllByRole('link');
    expect(first).toHaveTextContent('Eva');
    expect(first).toHaveTextContent('Zin in koffie?');
    expect(first).toHaveTextContent('1 ongelezen bericht');
    await remote.unmount();
  });

  it('shows loading until the session has the conversations', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: aSessionUser(),
      listsStatus: { chats: 'loading', likes: 'loading' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Gesprekken worden geladen…');
    act(() => {
      remote.chats$.next([chat('11', 'Anna', message({ body: 'Hoi' }), 1)]);
      remote.listsStatus$.next({ chats: 'ready', likes: 'ready' });
    });
    expect(await screen.findByRole('link', { name: /Anna/ })).toBeInTheDocument();
    await remote.unmount();
  });

  it('has an empty state that leads to the members', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: aSessionUser(),
    });

    expect(await screen.findByRole('heading', { name: 'Nog geen gesprekken' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden bekijken' })).toHaveAttribute(
      'href',
      '/members',
    );
    await remote.unmount();
  });

  it('sends a logged-out visitor to log in', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: null,
    });

    expect(
      await screen.findByText('Log in om je berichten te lezen en te beantwoorden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/login?next=%2Fchats',
    );
    await remote.unmount();
  });

  it('says loading failed and asks the session to load again on retry', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: aSessionUser(),
      listsStatus: { chats: 'failed', likes: 'ready' },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Je gesprekken konden niet worden geladen.');
    expect(alert).toHaveTextContent('Er is een fout opgetreden, probeer het later opnieuw.');

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(remote.events).toContainEqual({ type: 'session/refresh-requested' });
    act(() => {
      remote.chats$.next([chat('11', 'Anna', message({ body: 'Hoi' }), 1)]);
      remote.listsStatus$.next({ chats: 'ready', likes: 'ready' });
    });
    expect(await screen.findByRole('link', { name: /Anna/ })).toBeInTheDocument();
    await remote.unmount();
  });
});

it('calls a partner whose account was erased a deleted member', async () => {
  const remote = await mountRemote(app, {
    remote: 'mfe-chat',
    path: '/chats',
    user: aSessionUser(),
    chats: [aChatEntry('13', '', { last: aMessage('1', { body: 'Tot ziens' }), unread: 0 })],
  });
  const list = await screen.findByRole('list', { name: 'Gesprekken' });
  expect(within(list).getByRole('link')).toHaveTextContent('Verwijderd lid');
  await remote.unmount();
});
