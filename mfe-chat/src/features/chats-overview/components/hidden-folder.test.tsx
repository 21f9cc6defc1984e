import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { endpoints } from '@dating/shared-contracts/api';
import { aSessionUser, answer, type StrictApiClient } from '@dating/shared-contracts/testing';
import * as app from '../../../app';
import { aChatEntry, aMessage } from '../../../testing/chat-fixtures';

const hiddenChat = aChatEntry('21', 'Rik', {
  last: aMessage('5', { body: 'Stuur geld via Western Union' }),
  unread: 1,
});

describe('the hidden folder under the conversations', () => {
  it('asks nothing until opened, then lists hidden conversations and likes', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: aSessionUser(),
      chats: [aChatEntry('11', 'Anna', { last: aMessage('1', { body: 'Hoi' }), unread: 0 })],
      api: [
        answer(endpoints.chats.list, async ({ query }) => {
          expect(query).toEqual({ folder: 'hidden' });
          return { chats: [hiddenChat], total_unread_messages: 1, hidden_count: 2 };
        }),
        answer(endpoints.chats.likes, async () => ({
          profiles: [],
          liked_by: [
            {
              id: '9',
              like_new: true,
              created_at: '2026-06-01T10:00:00.000Z',
              profile: { ...hiddenChat.profile, id: '33', name: 'Henk' },
            },
          ],
          total_new_likes: 1,
        })),
      ],
    });
    const toggle = await screen.findByRole('button', { name: 'Verborgen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((remote.props.api as StrictApiClient).calls).toEqual([]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/De afzender weet niet dat ze hier staan/)).toBeInTheDocument();
    const chats = await screen.findByRole('list', { name: 'Verborgen gesprekken' });
    expect(within(chats).getByRole('link')).toHaveAttribute('href', '/chats/21');
    const likes = screen.getByRole('list', { name: 'Verborgen likes' });
    expect(within(likes).getByRole('link', { name: 'Henk vindt je leuk' })).toHaveAttribute(
      'href',
      '/members/33',
    );
    // The main list is the session's, untouched.
    expect(
      within(screen.getByRole('list', { name: 'Gesprekken' })).getAllByRole('link'),
    ).toHaveLength(1);
    await remote.unmount();
  });

  it('says when nothing is hidden', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-chat',
      path: '/chats',
      user: aSessionUser(),
      chats: [],
      api: [
        answer(endpoints.chats.list, async () => ({
          chats: [],
          total_unread_messages: 0,
          hidden_count: 0,
        })),
        answer(endpoints.chats.likes, async () => ({
          profiles: [],
          liked_by: [],
          total_new_likes: 0,
        })),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verborgen' }));
    expect(await screen.findByText('Er staat niets in je map Verborgen.')).toBeInTheDocument();
    await remote.unmount();
  });
});
