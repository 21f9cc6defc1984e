import {
  AUTHENTICATION_REQUIRED,
  HIDDEN_TIME_BONUS,
  NO_LIKES,
  NO_TOTALS,
  createEventBus,
} from '@dating/shared-contracts';
import { aSessionUser, anApiError } from '@dating/shared-contracts/testing';
import { BehaviorSubject } from 'rxjs';
import { createSessionStore } from './session-store';
import { aChat, aLike, fakeApi } from './testing/fake-api';

const NOW = new Date('2026-01-02T12:00:00.000Z');
// Paid: no time bonus, so the schedule is all these tests see.
const member = aSessionUser('Sanne', { paid_user: true });

function setup(options: { loggedIn?: boolean } = {}) {
  let loggedIn = options.loggedIn ?? true;
  const { api, count, calls } = fakeApi({
    'GET /api/user.php': () => {
      if (!loggedIn) throw anApiError(403, AUTHENTICATION_REQUIRED);
      return { user: member };
    },
    'GET /api/chats.php': () => ({ chats: [aChat('1', 2), aChat('2', 0), aChat('3', 1)] }),
    'GET /api/likes.php': () => ({
      profiles: [],
      liked_by: [aLike('4', true), aLike('5', false), aLike('6', true)],
    }),
    'GET /api/discountcode.php': () => {
      throw anApiError(404, 'code_not_found');
    },
    'GET /api/logout.php': () => {
      loggedIn = false;
      return { ok: true };
    },
  });
  const bus = createEventBus();
  const store = createSessionStore({
    api,
    bus,
    locale$: new BehaviorSubject('nl'),
    settings: null,
  });
  const refreshes = () => ({
    user: count('GET', '/api/user.php'),
    chats: count('GET', '/api/chats.php'),
    likes: count('GET', '/api/likes.php'),
  });
  return {
    store,
    bus,
    calls,
    refreshes,
    navigator: { setAppBadge: jest.fn(() => Promise.resolve()) },
  };
}

let stop: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
  document.title = 'Dating';
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

it('loads the user at mount, refreshes user, chats and likes after 5 s, then every 60 s', async () => {
  const { store, refreshes, navigator } = setup();
  stop = store.start({ navigator });
  await jest.advanceTimersByTimeAsync(0);
  expect(refreshes()).toEqual({ user: 1, chats: 1, likes: 1 });
  expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 3, newLikes: 2 });

  await jest.advanceTimersByTimeAsync(4_999);
  expect(refreshes()).toEqual({ user: 1, chats: 1, likes: 1 });
  await jest.advanceTimersByTimeAsync(1);
  expect(refreshes()).toEqual({ user: 2, chats: 2, likes: 2 });

  await jest.advanceTimersByTimeAsync(59_999);
  expect(refreshes()).toEqual({ user: 2, chats: 2, likes: 2 });
  await jest.advanceTimersByTimeAsync(1);
  expect(refreshes()).toEqual({ user: 3, chats: 3, likes: 3 });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(refreshes()).toEqual({ user: 4, chats: 4, likes: 4 });
});

it('refreshes every 300 s while push is subscribed', async () => {
  const { store, refreshes, navigator } = setup();
  store.pushState$.next('subscribed');
  stop = store.start({ navigator });
  await jest.advanceTimersByTimeAsync(5_000);
  expect(refreshes()).toEqual({ user: 2, chats: 2, likes: 2 });

  await jest.advanceTimersByTimeAsync(60_000);
  expect(refreshes()).toEqual({ user: 2, chats: 2, likes: 2 });
  await jest.advanceTimersByTimeAsync(239_999);
  expect(refreshes()).toEqual({ user: 2, chats: 2, likes: 2 });
  await jest.advanceTimersByTimeAsync(1);
  expect(refreshes()).toEqual({ user: 3, chats: 3, likes: 3 });

  // Push lost: back to 60 s from that moment.
  store.pushState$.next('denied');
  await jest.advanceTimersByTimeAsync(60_000);
  expect(refreshes()).toEqual({ user: 4, chats: 4, likes: 4 });
});

it('asks only for the user while logged out', async () => {
  const { store, refreshes, calls, navigator } = setup({ loggedIn: false });
  stop = store.start({ navigator });
  await jest.advanceTimersByTimeAsync(5_000 + 60_000);
  expect(refreshes()).toEqual({ user: 3, chats: 0, likes: 0 });
  expect(calls.map((call) => call.path)).toEqual([
    '/api/user.php',
    '/api/user.php',
    '/api/user.php',
  ]);
  expect(store.facade.snapshot().totals).toEqual(NO_TOTALS);
});

it('clears everything on logout and stops asking for chats and likes', async () => {
  const { store, bus, refreshes, navigator } = setup();
  stop = store.start({ navigator });
  await jest.advanceTimersByTimeAsync(5_000);
  expect(store.facade.snapshot().chats).toHaveLength(3);
  expect(document.title).toBe('(5) Dating');

  bus.emit({ type: 'auth/logout-requested' });
  await jest.advanceTimersByTimeAsync(0);
  expect(store.facade.snapshot()).toMatchObject({
    user: null,
    totals: NO_TOTALS,
    chats: [],
    likes: NO_LIKES,
    timeBonus: HIDDEN_TIME_BONUS,
    discount: null,
  });
  expect(document.title).toBe('Dating');

  await jest.advanceTimersByTimeAsync(120_000);
  expect(refreshes()).toEqual({ user: 4, chats: 2, likes: 2 });
});

it('shows unread messages plus new likes in the title and the app badge', async () => {
  const { store, navigator } = setup();
  stop = store.start({ navigator });
  await jest.advanceTimersByTimeAsync(0);
  expect(document.title).toBe('(5) Dating');
  expect(navigator.setAppBadge).toHaveBeenLastCalledWith(5);
});

it('zeroes an opened chat at once, without waiting for the next refresh', async () => {
  const { store, bus, navigator } = setup();
  stop = store.start({ navigator });
  await jest.advanceTimersByTimeAsync(0);
  bus.emit({ type: 'chat/opened', conversationId: '1' });
  expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 1, newLikes: 2 });
  expect(store.facade.snapshot().chats.map((chat) => chat.num_unread_messages)).toEqual([0, 0, 1]);
  expect(document.title).toBe('(3) Dating');
  expect(navigator.setAppBadge).toHaveBeenLastCalledWith(3);
});

it('sends the page-hidden beacon when the page is hidden', async () => {
  const { store, calls, navigator } = setup({ loggedIn: false });
  stop = store.start({ navigator });
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(calls.filter((call) => call.method === 'BEACON')).toEqual([]);
  visibility.mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  visibility.mockRestore();
  expect(calls.filter((call) => call.method === 'BEACON')).toEqual([
    { method: 'BEACON', path: '/api/page-hidden.php', payload: {} },
  ]);
});
