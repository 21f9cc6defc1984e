import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type SendMessageBody } from '@dating/shared-contracts/api';
import { answer } from '@dating/shared-contracts/testing';
import {
  aChatResponse,
  aMessage,
  mountChat,
  readOk,
  typingOk,
} from '../testing/conversation-fixtures';

// The offensive-word list arrives only when the test lets it.
let release: () => void = () => undefined;
jest.mock('@dating/shared-contracts/offensive-words', () => {
  const actual = jest.requireActual('@dating/shared-contracts/offensive-words');
  return {
    ...actual,
    loadOffensiveWords: (language: string) =>
      new Promise((resolve) => {
        release = () => resolve(actual.loadOffensiveWords(language));
      }),
  };
});

/** The send endpoint, keeping what each send carried. */
const sendAnswer = (bodies: SendMessageBody[]) =>
  answer(endpoints.conversation.send, async ({ body }) => {
    bodies.push(body);
    return {
      conversation_id: '5',
      message: aMessage('11', { from_me: true, body: body.body ?? null, nonce: body.nonce }),
      cost: 0,
      credits: 20,
    };
  });

/** The conversation with Anna open, its sends kept in `bodies`; the member at its field. */
async function openChat(bodies: SendMessageBody[]) {
  const remote = await mountChat('/chats/5', [
    answer(endpoints.conversation.open, async () => aChatResponse([aMessage('3')])),
    readOk,
    typingOk,
    sendAnswer(bodies),
  ]);
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'Bericht aan Anna' });
  return { remote, user, field };
}

it('asks "Weet je het zeker?" about a message sent before the word list has arrived, once it has', async () => {
  const bodies: SendMessageBody[] = [];
  const { remote, user, field } = await openChat(bodies);
  await user.type(field, 'Hou je bek, trut{Enter}{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bodies).toEqual([]);

  release();
  expect(await screen.findByRole('dialog', { name: 'Weet je het zeker?' })).toBeInTheDocument();
  await waitFor(() => expect(bodies).toEqual([]));
  await remote.unmount();
});

it('sends a message unasked when the word list has not arrived 2 s after the send', async () => {
  const bodies: SendMessageBody[] = [];
  const { remote, user, field } = await openChat(bodies);
  // The list never arrives: the member's message is not held up for good.
  await user.type(field, 'Hou je bek, trut{Enter}');
  await waitFor(() => expect(bodies.map((body) => body.body)).toEqual(['Hou je bek, trut']), {
    timeout: 10_000,
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await remote.unmount();
}, 30_000);
