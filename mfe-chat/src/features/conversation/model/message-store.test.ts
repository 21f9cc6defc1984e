import { aMessage } from '../testing/conversation-fixtures';
import {
  conversationReducer,
  EMPTY_CONVERSATION,
  readReceiptId,
  type ConversationAction,
  type ConversationState,
  type OutgoingMessage,
} from './message-store';

const run = (...actions: ConversationAction[]): ConversationState =>
  actions.reduce(conversationReducer, EMPTY_CONVERSATION);
const ids = (state: ConversationState) => state.messages.map((message) => message.id);
const pending = (nonce: string, body = 'hoi'): OutgoingMessage => ({
  nonce,
  draft: { kind: 'text', body },
  state: 'sending',
  createdAt: '2026-03-01T10:00:00.000Z',
});

it('keeps messages by numeric id, each once, whatever order pages and events come in', () => {
  const state = run(
    { type: 'page', messages: [aMessage('98'), aMessage('99'), aMessage('100')], hasOlder: true },
    { type: 'message', message: aMessage('101') },
    { type: 'message', message: aMessage('100') },
    { type: 'page', messages: [aMessage('9'), aMessage('10')], hasOlder: false },
    { type: 'page', messages: [aMessage('101'), aMessage('102')] },
  );
  expect(ids(state)).toEqual(['9', '10', '98', '99', '100', '101', '102']);
  expect(state.hasOlder).toBe(false);
});

it('a refetched newest page does not bring back "older messages" already paged in', () => {
  const state = run(
    { type: 'page', messages: [aMessage('60'), aMessage('61')], hasOlder: true },
    { type: 'page', messages: [aMessage('1'), aMessage('2')], hasOlder: false },
    { type: 'page', messages: [aMessage('60'), aMessage('61')], hasOlder: true },
  );
  expect(state.hasOlder).toBe(false);
});

it('replaces a known message by id (an image whose links arrived later)', () => {
  const processing = aMessage('7', { kind: 'image', body: null, image_status: 'processing' });
  const ready = { ...processing, image_status: 'ready' as const, image_thumb_url: '/t.jpg' };
  const state = run({ type: 'page', messages: [processing] }, { type: 'message', message: ready });
  expect(state.messages).toEqual([ready]);
});

it('a processed image stays processed when the send answer comes after its live event', () => {
  const processing = aMessage('7', { kind: 'image', body: null, image_status: 'processing' });
  const ready = { ...processing, image_status: 'ready' as const, image_thumb_url: '/t.jpg' };
  const state = run(
    { type: 'message', message: ready },
    { type: 'sent', nonce: 'nonce-of-the-image-0001', message: processing },
  );
  expect(state.messages).toEqual([{ ...ready }]);
  expect(state.messages[0]?.image_status).toBe('ready');
});

it('a pending message leaves the outbox once its nonce arrives, by answer or by live event, never twice', () => {
  const sent = aMessage('12', { from_me: true, nonce: 'nonce-aaaaaaaaaaaa', body: 'hoi' });
  const byEventFirst = run(
    { type: 'queued', entry: pending('nonce-aaaaaaaaaaaa') },
    { type: 'message', message: sent },
    { type: 'sent', nonce: 'nonce-aaaaaaaaaaaa', message: sent },
  );
  expect(ids(byEventFirst)).toEqual(['12']);
  expect(byEventFirst.outgoing).toEqual([]);
  expect(byEventFirst.sentNonces.has('nonce-aaaaaaaaaaaa')).toBe(true);

  const byAnswerFirst = run(
    { type: 'queued', entry: pending('nonce-aaaaaaaaaaaa') },
    { type: 'sent', nonce: 'nonce-aaaaaaaaaaaa', message: sent },
    { type: 'message', message: sent },
  );
  expect(ids(byAnswerFirst)).toEqual(['12']);
  expect(byAnswerFirst.outgoing).toEqual([]);
});

it('a failed message keeps its nonce and text, and goes back to sending on retry', () => {
  const failed = run(
    { type: 'queued', entry: pending('nonce-bbbbbbbbbbbb', 'niet kwijt') },
    { type: 'failed', nonce: 'nonce-bbbbbbbbbbbb' },
  );
  expect(failed.outgoing).toEqual([
    expect.objectContaining({
      nonce: 'nonce-bbbbbbbbbbbb',
      state: 'failed',
      draft: { kind: 'text', body: 'niet kwijt' },
    }),
  ]);
  const retried = conversationReducer(failed, { type: 'retrying', nonce: 'nonce-bbbbbbbbbbbb' });
  expect(retried.outgoing[0]?.state).toBe('sending');
});

it('read marks only move forward; the receipt sits under the newest own message read', () => {
  const state = run(
    {
      type: 'page',
      messages: [
        aMessage('1', { from_me: true }),
        aMessage('2', { from_me: true }),
        aMessage('3'),
        aMessage('4', { from_me: true }),
      ],
      partnerReadUpTo: '3',
    },
    { type: 'partnerRead', upTo: '2' },
  );
  expect(state.partnerReadUpTo).toBe('3');
  expect(readReceiptId(state)).toBe('2');
  expect(readReceiptId(conversationReducer(state, { type: 'partnerRead', upTo: '4' }))).toBe('4');
  expect(readReceiptId(EMPTY_CONVERSATION)).toBeNull();
});
