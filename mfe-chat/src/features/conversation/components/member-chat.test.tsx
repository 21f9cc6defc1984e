import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type ChatEntry, type SendMessageBody } from '@dating/shared-contracts/api';
import { aPublicProfile, answer, type StrictApiClient } from '@dating/shared-contracts/testing';
import {
  aChatResponse,
  aMessage,
  mountChat,
  PARTNER,
  readOk,
} from '../testing/conversation-fixtures';

/** Anna's profile, for a member page that has no conversation with her yet. */
const annasProfile = answer(endpoints.members.profile, async () => ({
  profile: aPublicProfile({ id: '90', name: 'Anna' }),
}));

/** The server's answer to the first message to Anna: conversation 5 began. */
const conversationStarted = (nonce: string) => ({
  conversation_id: '5',
  message: aMessage('1', { from_me: true, body: 'Hoi Anna', nonce }),
  cost: 0,
  credits: 20,
});

/** Conversation 5, with the first message in it. */
const openConversation = answer(endpoints.conversation.open, async () =>
  aChatResponse([aMessage('1', { from_me: true, body: 'Hoi Anna' })]),
);

it('opens an empty conversation with a member; the first message starts it', async () => {
  const sent: SendMessageBody[] = [];
  const remote = await mountChat('/members/90/chat', [
    annasProfile,
    answer(endpoints.conversation.send, async ({ body }) => {
      sent.push(body);
      return conversationStarted(body.nonce);
    }),
    openConversation,
    readOk,
  ]);
  const user = userEvent.setup();
  const messages = await screen.findByRole('log', { name: 'Berichten met Anna' });
  expect(within(messages).getByText('Zeg hallo tegen Anna')).toBeInTheDocument();
  // A free member's text is free: no price line.
  expect(screen.queryByText(/Een bericht kost/)).not.toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Bericht aan Anna' }), 'Hoi Anna{Enter}');
  await waitFor(() => expect(window.location.pathname).toBe('/chats/5'));
  expect(sent).toEqual([expect.objectContaining({ profile_id: '90', body: 'Hoi Anna' })]);
  await waitFor(() => expect(within(messages).getAllByText('Hoi Anna')).toHaveLength(1));
  expect(within(messages).queryByText('Zeg hallo tegen Anna')).not.toBeInTheDocument();
  await remote.unmount();
});

it('keeps what the member types while the first message starts the conversation', async () => {
  let answerSend: () => void = () => undefined;
  const remote = await mountChat('/members/90/chat', [
    annasProfile,
    answer(
      endpoints.conversation.send,
      ({ body }) =>
        new Promise((resolve) => {
          answerSend = () => resolve(conversationStarted(body.nonce));
        }),
    ),
    openConversation,
    readOk,
  ]);
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'Bericht aan Anna' });
  await user.type(field, 'Hoi Anna{Enter}');
  // The first message is on its way; the member goes on typing the next one.
  await user.type(field, 'Hoe gaat het');
  await act(async () => answerSend());
  await waitFor(() => expect(window.location.pathname).toBe('/chats/5'));
  // The conversation's page kept the view: the same field, with the words and the focus.
  const after = await screen.findByRole('textbox', { name: 'Bericht aan Anna' });
  expect(after === field).toBe(true);
  expect(after).toHaveValue('Hoe gaat het');
  expect(after).toHaveFocus();
  await remote.unmount();
});

it('opens the existing conversation with a member from the session’s chats, without loading the profile', async () => {
  const entry: ChatEntry = {
    conversation: { id: '5', messages: [aMessage('3')], last_message_at: '' },
    profile: PARTNER,
    num_unread_messages: 0,
  };
  const remote = await mountChat(
    '/members/90/chat',
    [answer(endpoints.conversation.open, async () => aChatResponse([aMessage('3')])), readOk],
    { chats: [entry] },
  );
  const messages = await screen.findByRole('log', { name: 'Berichten met Anna' });
  expect(within(messages).getByText('bericht 3')).toBeInTheDocument();
  expect((remote.props.api as StrictApiClient).count(endpoints.members.profile)).toBe(0);
  await remote.unmount();
});

it('takes up the conversation when the member writes first while it is still empty here', async () => {
  const remote = await mountChat('/members/90/chat', [
    answer(endpoints.members.profile, async () => ({
      profile: aPublicProfile({ id: '90', name: 'Anna' }),
    })),
    answer(endpoints.conversation.open, async () =>
      aChatResponse([aMessage('1', { body: 'Hoi jij!' })], { read_up_to: '0' }),
    ),
    readOk,
  ]);
  const messages = await screen.findByRole('log', { name: 'Berichten met Anna' });
  act(() =>
    remote.live$.next({
      type: 'message',
      conversation_id: '8',
      profile_id: '90',
      message: aMessage('1', { body: 'Hoi jij!' }),
    }),
  );
  expect(within(messages).getByText('Hoi jij!')).toBeInTheDocument();
  await waitFor(() =>
    expect(remote.events).toContainEqual({ type: 'chat/opened', conversationId: '8' }),
  );
  const opened = (remote.props.api as StrictApiClient).calls.filter(
    (call) => call.path === '/api/chat.php' && call.method === 'GET',
  );
  expect(opened.map((call) => call.query)).toEqual([{ id: '8' }]);
  expect(within(messages).getAllByText('Hoi jij!')).toHaveLength(1);
  await remote.unmount();
});
