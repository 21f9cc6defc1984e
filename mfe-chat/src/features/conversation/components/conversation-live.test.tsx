import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, TYPING_TTL_MS, type ChatEntry } from '@dating/shared-contracts/api';
import { anApiError, answer, type StrictApiClient } from '@dating/shared-contracts/testing';
import {
  aChatResponse,
  aMessage,
  mountChat,
  PARTNER,
  readOk,
  typingOk,
  log,
} from '../testing/conversation-fixtures';

const texts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('shows the partner typing until TYPING_TTL_MS after the last event, and not once their message came', async () => {
  const remote = await mountChat('/chats/5', [
    answer(endpoints.conversation.open, async () => aChatResponse([aMessage('3')])),
    readOk,
  ]);
  await log();
  jest.useFakeTimers();
  const typing = { type: 'typing', conversation_id: '5', profile_id: PARTNER.id, expires_at: '' };
  act(() => remote.live$.next(typing));
  expect(screen.getByText('Anna typt…')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(TYPING_TTL_MS - 1000));
  act(() => remote.live$.next(typing));
  act(() => jest.advanceTimersByTime(TYPING_TTL_MS - 1000));
  expect(screen.getByText('Anna typt…')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByText('Anna typt…')).not.toBeInTheDocument();

  // Another conversation's typing is not this one's.
  act(() => remote.live$.next({ ...typing, conversation_id: '6' }));
  expect(screen.queryByText('Anna typt…')).not.toBeInTheDocument();

  act(() => remote.live$.next(typing));
  act(() =>
    remote.live$.next({
      type: 'message',
      conversation_id: '5',
      profile_id: PARTNER.id,
      message: aMessage('4', { body: 'Daar ben ik' }),
    }),
  );
  expect(screen.queryByText('Anna typt…')).not.toBeInTheDocument();
  expect(screen.getByText('Daar ben ik')).toBeInTheDocument();
  jest.useRealTimers();
  await remote.unmount();
});

it('tells the partner the member types, at most every 3 seconds', async () => {
  const remote = await mountChat('/chats/5', [
    answer(endpoints.conversation.open, async () => aChatResponse([aMessage('3')])),
    readOk,
    typingOk,
  ]);
  await log();
  // The page's clock stands still while the member types: a busy machine took longer than the
  // 3 seconds to type the ten letters, and a second call was right then.
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('textbox', { name: 'Bericht aan Anna' }), 'Hallo daar');
    const api = remote.props.api as StrictApiClient;
    expect(api.count(endpoints.conversation.typing)).toBe(1);
    expect(api.calls.find((call) => call.path === '/api/chat-typing.php')?.body).toEqual({
      conversation_id: '5',
    });
  } finally {
    jest.useRealTimers();
    await remote.unmount();
  }
});

it('shows "Gelezen" under the newest own message the partner read, moved by live read events', async () => {
  const remote = await mountChat('/chats/5', [
    answer(endpoints.conversation.open, async () =>
      aChatResponse(
        [
          aMessage('3'),
          aMessage('4', { from_me: true, body: 'een' }),
          aMessage('5', { from_me: true, body: 'twee' }),
        ],
        { partner_read_up_to: '4' },
      ),
    ),
    readOk,
  ]);
  const messages = await log();
  const [, first, second] = within(messages).getAllByRole('listitem');
  expect(first).toHaveTextContent('Gelezen');
  expect(second).not.toHaveTextContent('Gelezen');

  act(() =>
    remote.live$.next({
      type: 'read',
      conversation_id: '5',
      profile_id: PARTNER.id,
      up_to_message_id: '5',
      num_unread_messages: 0,
    }),
  );
  expect(first).not.toHaveTextContent('Gelezen');
  expect(second).toHaveTextContent('Gelezen');
  await remote.unmount();
});

it('loads older pages before the first id, in order, and stops when there are none', async () => {
  const remote = await mountChat('/chats/5', [
    answer(endpoints.conversation.open, async ({ query }) =>
      query.before === '50'
        ? aChatResponse([aMessage('48'), aMessage('49')], { has_older: false })
        : aChatResponse([aMessage('50'), aMessage('51')], { has_older: true }),
    ),
    readOk,
  ]);
  const user = userEvent.setup();
  const messages = await log();
  await user.click(within(messages).getByRole('button', { name: 'Oudere berichten laden' }));
  await waitFor(() =>
    expect(texts(messages)).toEqual(['bericht 48', 'bericht 49', 'bericht 50', 'bericht 51']),
  );
  expect(
    within(messages).queryByRole('button', { name: 'Oudere berichten laden' }),
  ).not.toBeInTheDocument();
  await remote.unmount();
});

it('resyncs after the newest id when the chat list shows a newer message or the browser is back online', async () => {
  const afters: string[] = [];
  const remote = await mountChat('/chats/5', [
    answer(endpoints.conversation.open, async ({ query }) => {
      if (!query.after) return aChatResponse([aMessage('3')]);
      afters.push(query.after);
      if (query.after === '3') return aChatResponse([aMessage('4')], { has_newer: true });
      if (query.after === '4') return aChatResponse([aMessage('5')]);
      return aChatResponse([aMessage('6')]);
    }),
    readOk,
  ]);
  const messages = await log();
  const entry: ChatEntry = {
    conversation: { id: '5', messages: [aMessage('5')], last_message_at: '' },
    profile: PARTNER,
    num_unread_messages: 2,
  };
  // Missed while the socket was down; the live event of 4 arrives late, too.
  act(() => remote.chats$.next([entry]));
  await waitFor(() => expect(texts(messages)).toEqual(['bericht 3', 'bericht 4', 'bericht 5']));
  act(() =>
    remote.live$.next({
      type: 'message',
      conversation_id: '5',
      profile_id: PARTNER.id,
      message: aMessage('4'),
    }),
  );
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() =>
    expect(texts(messages)).toEqual(['bericht 3', 'bericht 4', 'bericht 5', 'bericht 6']),
  );
  expect(afters).toEqual(['3', '4', '5']);
  await remote.unmount();
});

it('says a conversation that is not the member’s was not found, with a way to the list', async () => {
  const remote = await mountChat('/chats/99', [
    answer(endpoints.conversation.open, async () => {
      throw anApiError(404, 'not_found');
    }),
  ]);
  expect(await screen.findByRole('heading', { name: 'Gesprek niet gevonden' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Naar je berichten' })).toHaveAttribute('href', '/chats');
  await remote.unmount();
});

it('asks a visitor to log in', async () => {
  const remote = await mountChat('/chats/5', [], { user: null });
  expect(await screen.findByRole('link', { name: 'Inloggen' })).toHaveAttribute(
    'href',
    '/login?next=%2Fchats%2F5',
  );
  await remote.unmount();
});

it('marks read only while the page is visible, and resyncs when it becomes visible again', async () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const remote = await mountChat('/chats/5', [
    answer(endpoints.conversation.open, async ({ query }) =>
      query.after ? aChatResponse([]) : aChatResponse([aMessage('3')], { read_up_to: '2' }),
    ),
    readOk,
  ]);
  await log();
  const api = remote.props.api as StrictApiClient;
  expect(api.count(endpoints.conversation.read)).toBe(0);

  visibility.mockReturnValue('visible');
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  await waitFor(() => expect(api.count(endpoints.conversation.read)).toBe(1));
  expect(api.calls.some((call) => call.query?.after === '3')).toBe(true);
  await remote.unmount();
});
