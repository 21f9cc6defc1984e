import { HIDDEN_TIME_BONUS, NO_LIKES, NO_TOTALS } from '@dating/platform';
import { AUTHENTICATION_REQUIRED, createEventBus } from '@dating/shared-contracts';
import { endpoints, type DiscountCodeLookupResponse } from '@dating/shared-contracts/api';
import {
  aSessionUser,
  anApiError,
  answer,
  strictApiClient,
} from '@dating/shared-contracts/testing';
import { BehaviorSubject } from 'rxjs';
import { liveStatus$ } from './live-status';
import { createSessionStore } from './session-store';
import { aChat, aLike } from './testing/session-fixtures';
import { testLiveSockets } from './testing/test-live-sockets';

const NOW = new Date('2026-01-02T12:00:00.000Z');
// Paid: no time bonus, so the schedule is all these tests see.
const member = aSessionUser('Sanne', { paid_user: true });

/** The time bonus as GET /api/discountcode.php?welcome=true answers it. */
const aTimeBonus = (expires: string): NonNullable<DiscountCodeLookupResponse['discountcode']> => ({
  code: 'TIMEBONUS25',
  country: null,
  user_id: member.id,
  expires,
  value_percentage: 25,
  percentage: 25,
  currency: 'EUR',
  minimum_order_value: 0,
  minimum: 0,
  status: 'active',
  validity: 14_340,
  expired: false,
  paymentmethods: [],
});

function setup(
  options: {
    loggedIn?: boolean;
    user?: typeof member;
    refusesVisitors?: boolean;
    /** Who the page said it was sent to (undefined: it did not say). */
    pageUser?: typeof member | null;
    /** The first user probe's answer (what the server held when asked) waits for its release. */
    holdFirstProbe?: boolean;
  } = {},
) {
  let releaseFirstProbe = () => undefined as void;
  const firstProbeHeld = new Promise<void>((resolve) => (releaseFirstProbe = resolve));
  let user = options.user ?? member;
  let loggedIn = options.loggedIn ?? true;
  let probes = 0;
  let chatsDown = false;
  // What the server holds; a test adds to it as if another member wrote or liked.
  const server = {
    chats: [aChat('1', 2), aChat('2', 0), aChat('3', 1)],
    likedBy: [aLike('4', true), aLike('5', false), aLike('6', true)],
    discount: null as DiscountCodeLookupResponse['discountcode'],
  };
  const api = strictApiClient([
    answer(endpoints.user.current, async () => {
      // An API from before the probe answered visitors refused them with a 403.
      if (!loggedIn && options.refusesVisitors) throw anApiError(403, AUTHENTICATION_REQUIRED);
      const held = { user: loggedIn ? user : null };
      probes += 1;
      if (probes === 1 && options.holdFirstProbe) await firstProbeHeld;
      return held;
    }),
    answer(endpoints.chats.list, () => {
      if (chatsDown) throw anApiError(503, 'service_unavailable');
      return { chats: server.chats, total_unread_messages: 0 };
    }),
    answer(endpoints.chats.likes, () => ({
      profiles: [],
      liked_by: server.likedBy,
      total_new_likes: 0,
    })),
    answer(endpoints.payments.discountCode, () => ({ discountcode: server.discount })),
    answer(endpoints.user.logout, () => {
      loggedIn = false;
      return { ok: true as const };
    }),
  ]);
  const { calls, count } = api;
  const bus = createEventBus();
  const store = createSessionStore({
    api,
    bus,
    locale$: new BehaviorSubject('nl'),
    settings: null,
    user: options.pageUser,
  });
  const refreshes = () => ({
    user: count(endpoints.user.current),
    chats: count(endpoints.chats.list),
    likes: count(endpoints.chats.likes),
  });
  const navigator = { setAppBadge: jest.fn(() => Promise.resolve()) };
  const live = testLiveSockets();
  return {
    store,
    bus,
    calls,
    setChatsDown: (down: boolean) => (chatsDown = down),
    endSessionElsewhere: () => (loggedIn = false),
    changeUser: (changed: typeof member) => (user = changed),
    releaseFirstProbe,
    refreshes,
    server,
    live,
    navigator,
    env: { navigator, openLiveSocket: live.open },
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
  const { store, refreshes, env } = setup();
  stop = store.start(env);
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

it("starts with the member the page names, known at once, and loads the member's lists", async () => {
  const { store, refreshes, env } = setup({ pageUser: member });
  expect(store.facade.snapshot().user).toEqual(member);
  expect(store.userKnown$.value).toBe(true);
  stop = store.start(env);
  // Asked at start, beside the user probe, not after its answer.
  expect(refreshes()).toEqual({ user: 1, chats: 1, likes: 1 });
  await jest.advanceTimersByTimeAsync(0);
  expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 3, newLikes: 2 });
});

it('knows a visitor at once when the page says so, and one it does not only after the probe', async () => {
  const visitor = setup({ loggedIn: false, pageUser: null });
  expect(visitor.store.userKnown$.value).toBe(true);
  const unsaid = setup({ loggedIn: false });
  expect(unsaid.store.userKnown$.value).toBe(false);
  stop = unsaid.store.start(unsaid.env);
  await jest.advanceTimersByTimeAsync(0);
  expect(unsaid.store.userKnown$.value).toBe(true);
  expect(unsaid.store.facade.snapshot().user).toBeNull();
});

it('refreshes user, chats and likes at once when asked (a push arrived)', async () => {
  const { store, bus, server, refreshes, env } = setup();
  stop = store.start(env);
  await jest.advanceTimersByTimeAsync(0);
  server.chats = [aChat('1', 2), aChat('2', 4), aChat('3', 1)];
  bus.emit({ type: 'session/refresh-requested' });
  await jest.advanceTimersByTimeAsync(0);
  expect(refreshes()).toEqual({ user: 2, chats: 2, likes: 2 });
  expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 7, newLikes: 2 });
});

it('an older user answer still on its way does not undo a newer one', async () => {
  const { store, bus, changeUser, releaseFirstProbe, env } = setup({
    pageUser: member,
    holdFirstProbe: true,
  });
  stop = store.start(env);
  // The member unsubscribes from likes mails on the page while its first probe is slow.
  const unsubscribed = { ...member, notifications_disabled: ['likes'] };
  changeUser(unsubscribed);
  bus.emit({ type: 'session/refresh-requested' });
  await jest.advanceTimersByTimeAsync(0);
  expect(store.facade.snapshot().user).toEqual(unsubscribed);

  releaseFirstProbe();
  await jest.advanceTimersByTimeAsync(0);
  expect(store.facade.snapshot().user).toEqual(unsubscribed);
});

it('a visitor answer still on its way does not log out a member who just logged in', async () => {
  const { store, bus, releaseFirstProbe, env } = setup({ loggedIn: false, holdFirstProbe: true });
  stop = store.start(env);
  bus.emit({ type: 'auth/logged-in', user: member });
  releaseFirstProbe();
  await jest.advanceTimersByTimeAsync(0);
  expect(store.facade.snapshot().user).toEqual(member);
});

it('a member answer still on its way does not bring back a member who logged out', async () => {
  const { store, bus, releaseFirstProbe, env } = setup({ pageUser: member, holdFirstProbe: true });
  stop = store.start(env);
  bus.emit({ type: 'auth/logout-requested' });
  await jest.advanceTimersByTimeAsync(0);
  expect(store.facade.snapshot().user).toBeNull();
  releaseFirstProbe();
  await jest.advanceTimersByTimeAsync(0);
  expect(store.facade.snapshot().user).toBeNull();
});

it('reloads only the likes when the member liked someone', async () => {
  const { store, bus, refreshes, env } = setup();
  stop = store.start(env);
  await jest.advanceTimersByTimeAsync(0);
  bus.emit({ type: 'like/given', profileId: '9' });
  await jest.advanceTimersByTimeAsync(0);
  expect(refreshes()).toEqual({ user: 1, chats: 1, likes: 2 });
});

it('refreshes every 300 s while push is subscribed', async () => {
  const { store, refreshes, env } = setup();
  store.pushState$.next('subscribed');
  stop = store.start(env);
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
  const { store, refreshes, calls, env } = setup({ loggedIn: false });
  stop = store.start(env);
  await jest.advanceTimersByTimeAsync(5_000 + 60_000);
  expect(refreshes()).toEqual({ user: 3, chats: 0, likes: 0 });
  expect(calls.map((call) => call.path)).toEqual(Array(3).fill(endpoints.user.current.path));
  expect(store.facade.snapshot().totals).toEqual(NO_TOTALS);
});

it.each([
  ['answers no user', false],
  ['refuses with authentication_required (an older API)', true],
])(
  'forgets the member when the user probe %s: the session ended elsewhere',
  async (_how, refusesVisitors) => {
    const { store, refreshes, env, endSessionElsewhere } = setup({ refusesVisitors });
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(store.facade.snapshot().chats).toHaveLength(3);

    endSessionElsewhere();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.facade.snapshot()).toMatchObject({ user: null, chats: [], totals: NO_TOTALS });
    const { chats, likes } = refreshes();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refreshes()).toMatchObject({ chats, likes });
  },
);

it('clears everything on logout and stops asking for chats and likes', async () => {
  const { store, bus, refreshes, env } = setup();
  stop = store.start(env);
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
  const { store, navigator, env } = setup();
  stop = store.start(env);
  await jest.advanceTimersByTimeAsync(0);
  expect(document.title).toBe('(5) Dating');
  expect(navigator.setAppBadge).toHaveBeenLastCalledWith(5);
});

it('zeroes an opened chat at once, without waiting for the next refresh', async () => {
  const { store, bus, navigator, env } = setup();
  stop = store.start(env);
  await jest.advanceTimersByTimeAsync(0);
  bus.emit({ type: 'chat/opened', conversationId: '1' });
  expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 1, newLikes: 2 });
  expect(store.facade.snapshot().chats.map((chat) => chat.num_unread_messages)).toEqual([0, 0, 1]);
  expect(document.title).toBe('(3) Dating');
  expect(navigator.setAppBadge).toHaveBeenLastCalledWith(3);
});

it('shows the balance a remote reports after spending credits, before any live event', async () => {
  const { store, bus, env } = setup();
  stop = store.start(env);
  await jest.advanceTimersByTimeAsync(0);
  const before = store.facade.snapshot().user;
  expect(before?.credits).toBe(20);
  bus.emit({ type: 'credits/changed', credits: 7 });
  expect(store.facade.snapshot().user).toEqual({ ...before, credits: 7 });
});

it('drops a deleted chat at once, before the server confirms, badges and title included', async () => {
  const { store, bus, navigator, refreshes, env } = setup();
  stop = store.start(env);
  await jest.advanceTimersByTimeAsync(0);
  bus.emit({ type: 'chat/deleted', conversationIds: ['1', '3'] });
  expect(store.facade.snapshot().chats.map((chat) => chat.conversation.id)).toEqual(['2']);
  expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 0, newLikes: 2 });
  expect(document.title).toBe('(2) Dating');
  expect(navigator.setAppBadge).toHaveBeenLastCalledWith(2);
  expect(refreshes()).toEqual({ user: 1, chats: 1, likes: 1 });
});

it('a chats answer already on its way does not bring a deleted chat back; a later one may', async () => {
  const { store, bus, live, server, env } = setup();
  stop = store.start(env);
  await jest.advanceTimersByTimeAsync(0);
  // A new message asks for the chats; the member deletes chat 1 before the answer is in.
  live.current().receive({ type: 'message', conversation_id: '2', profile_id: '2' });
  bus.emit({ type: 'chat/deleted', conversationIds: ['1'] });
  await jest.advanceTimersByTimeAsync(0);
  expect(store.facade.snapshot().chats.map((chat) => chat.conversation.id)).toEqual(['2', '3']);

  // The server delete failed: the refresh it asks for shows what the server still holds.
  bus.emit({ type: 'session/refresh-requested' });
  await jest.advanceTimersByTimeAsync(0);
  expect(server.chats).toHaveLength(3);
  expect(store.facade.snapshot().chats.map((chat) => chat.conversation.id)).toEqual([
    '1',
    '2',
    '3',
  ]);
});

it('sends the page-hidden beacon when the page is hidden', async () => {
  const { store, calls, env } = setup({ loggedIn: false });
  stop = store.start(env);
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(calls.filter((call) => call.method === 'BEACON')).toEqual([]);
  visibility.mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  visibility.mockRestore();
  expect(calls.filter((call) => call.method === 'BEACON')).toEqual([
    { method: 'BEACON', path: endpoints.site.pageHidden.path, body: {} },
  ]);
});

describe('live channel', () => {
  it('shows a new message in the badges at once, without waiting for the refresh', async () => {
    const { store, server, live, refreshes, navigator, env } = setup();
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(0);
    expect(live.current().url).toBe('ws://localhost/api/live.php');
    expect(document.title).toBe('(5) Dating');

    server.chats = [aChat('1', 2), aChat('2', 1), aChat('3', 1)];
    live.current().receive({ type: 'message', conversation_id: '2', profile_id: '2' });
    await jest.advanceTimersByTimeAsync(0);
    expect(refreshes()).toEqual({ user: 1, chats: 2, likes: 1 });
    expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 4, newLikes: 2 });
    expect(document.title).toBe('(6) Dating');
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(6);
  });

  it('shows a new like at once and hands every event to the remotes, known or not', async () => {
    const { store, server, live, env } = setup();
    const seen: string[] = [];
    store.facade.live$.subscribe((event) => seen.push(event.type));
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(0);

    server.likedBy = [aLike('7', true), ...server.likedBy];
    live.current().receive({ type: 'like', profile_id: '7' });
    live.current().receive({ type: 'typing', conversation_id: '1', profile_id: '1' });
    // An event a later API release added: the shell does not know it, a remote may.
    live.current().receive({ type: 'gift', conversation_id: '1', gift: 'rose' });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 3, newLikes: 3 });
    expect(seen).toEqual(['like', 'typing', 'gift']);
  });

  it('drops the likes badge at once when a like was seen on another page', async () => {
    const { store, server, live, refreshes, navigator, env } = setup();
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(0);
    expect(store.facade.snapshot().totals.newLikes).toBe(2);

    // The member opened the profile of liker 4: the server cleared the flag and says so.
    server.likedBy = [aLike('6', true), aLike('4', false), aLike('5', false)];
    live.current().receive({ type: 'likes' });
    await jest.advanceTimersByTimeAsync(0);
    expect(refreshes()).toEqual({ user: 1, chats: 1, likes: 2 });
    expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 3, newLikes: 1 });
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(4);
  });

  it('sets the credits the server reports without a request', async () => {
    const { store, live, refreshes, env } = setup();
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(0);
    live.current().receive({ type: 'credits', credits: 7 });
    expect(store.facade.snapshot().user?.credits).toBe(7);
    expect(refreshes()).toEqual({ user: 1, chats: 1, likes: 1 });
  });

  it('makes the member premium when a payment completes, which ends the time bonus', async () => {
    const newcomer = aSessionUser('Sanne', {
      paid_user: false,
      credits: 0,
      signup_date: new Date(NOW.getTime() - 60_000).toISOString(),
    });
    const { store, live, env, server } = setup({ user: newcomer });
    server.discount = aTimeBonus(new Date(NOW.getTime() - 60_000 + 4 * 3_600_000).toISOString());
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.facade.snapshot().timeBonus.isVisible).toBe(true);
    live.current().receive({
      type: 'payment',
      payment_id: '9',
      status: 'pending',
      credits: 0,
      paid_user: false,
    });
    expect(store.facade.snapshot().user?.paid_user).toBe(false);
    // The payment completed: the API offers a paying member no time bonus.
    server.discount = null;
    live.current().receive({
      type: 'payment',
      payment_id: '9',
      status: 'completed',
      credits: 125,
      paid_user: true,
    });
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.facade.snapshot().user).toMatchObject({ credits: 125, paid_user: true });
    expect(store.facade.snapshot().timeBonus.isVisible).toBe(false);
  });

  it('sets the unread count the member left when reading in another tab, badges at once', async () => {
    const { store, live, navigator, refreshes, env } = setup();
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(0);
    const read = {
      type: 'read',
      conversation_id: '1',
      profile_id: member.profile.id,
      up_to_message_id: '40',
      num_unread_messages: 0,
    };
    live.current().receive(read);
    expect(store.facade.snapshot().chats.map((chat) => chat.num_unread_messages)).toEqual([
      0, 0, 1,
    ]);
    expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 1, newLikes: 2 });
    expect(document.title).toBe('(3) Dating');
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(3);

    // Read up to an older message: what is left counts.
    live.current().receive({ ...read, conversation_id: '3', num_unread_messages: 1 });
    live.current().receive({ ...read, conversation_id: '2', num_unread_messages: 2 });
    expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 3, newLikes: 2 });
    expect(refreshes()).toEqual({ user: 1, chats: 1, likes: 1 });
  });

  it('a read receipt from the partner changes no badge', async () => {
    const { store, live, env } = setup();
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(0);
    live.current().receive({
      type: 'read',
      conversation_id: '1',
      profile_id: '1',
      up_to_message_id: '40',
      num_unread_messages: 0,
    });
    expect(store.facade.snapshot().chats.map((chat) => chat.num_unread_messages)).toEqual([
      2, 0, 1,
    ]);
    expect(document.title).toBe('(5) Dating');
  });

  it('drops the chats deleted in another tab, totals and title following', async () => {
    const { store, live, navigator, env } = setup();
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(0);
    live.current().receive({ type: 'chat_deleted', conversation_ids: ['1'] });
    expect(store.facade.snapshot().chats.map((chat) => chat.conversation.id)).toEqual(['2', '3']);
    expect(store.facade.snapshot().totals).toEqual({ unreadMessages: 1, newLikes: 2 });
    expect(document.title).toBe('(3) Dating');
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(3);
  });

  it('reconnects after a drop with a growing delay and catches up on what it missed', async () => {
    const { store, live, refreshes, env } = setup();
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(0);
    live.current().drop();
    await jest.advanceTimersByTimeAsync(999);
    expect(live.opened).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(live.opened).toHaveLength(2);
    expect(refreshes()).toEqual({ user: 2, chats: 2, likes: 2 });

    // While the server refuses, the waits double: 1 s, 2 s, 4 s; an open resets them.
    live.server.refusing = true;
    live.current().drop();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(live.opened).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(live.opened).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(live.opened).toHaveLength(4);
    live.server.refusing = false;
    await jest.advanceTimersByTimeAsync(4_000);
    expect(live.opened).toHaveLength(5);
    live.current().drop();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(live.opened).toHaveLength(6);
  });

  it('tells the page while the live channel is down, until a socket opens again', async () => {
    const { store, live, env } = setup();
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(0);
    expect(liveStatus$.value).toBe('open');
    live.server.refusing = true;
    live.current().drop();
    expect(liveStatus$.value).toBe('retrying');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(live.opened).toHaveLength(2);
    expect(liveStatus$.value).toBe('retrying');
    live.server.refusing = false;
    await jest.advanceTimersByTimeAsync(2_000);
    expect(live.opened).toHaveLength(3);
    expect(liveStatus$.value).toBe('open');
    stop();
    stop = () => undefined;
    expect(liveStatus$.value).toBe('stopped');
  });

  it('stops when the server says there is no session, and closes on logout', async () => {
    const { store, bus, live, env } = setup();
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(0);
    live.current().drop(4401);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(live.opened).toHaveLength(1);

    bus.emit({ type: 'auth/logout-requested' });
    await jest.advanceTimersByTimeAsync(0);
    bus.emit({ type: 'auth/logged-in', user: member });
    await jest.advanceTimersByTimeAsync(0);
    expect(live.opened).toHaveLength(2);
    bus.emit({ type: 'auth/logout-requested' });
    await jest.advanceTimersByTimeAsync(0);
    expect(live.current().closedWith).toBe(1000);
  });

  it('opens no socket while logged out', async () => {
    const { store, live, env } = setup({ loggedIn: false });
    stop = store.start(env);
    await jest.advanceTimersByTimeAsync(65_000);
    expect(live.opened).toHaveLength(0);
  });
});

it('says whether the lists hold the member data: loading once, then ready through refreshes', async () => {
  const { store, bus, setChatsDown, env } = setup();
  const seen: string[] = [];
  store.facade.listsStatus$.subscribe(({ chats }) => {
    if (seen.at(-1) !== chats) seen.push(chats);
  });
  stop = store.start(env);
  await jest.advanceTimersByTimeAsync(0);
  expect(store.facade.snapshot().listsStatus).toEqual({ chats: 'ready', likes: 'ready' });

  // A refresh that fails keeps the list on screen: still ready.
  setChatsDown(true);
  const logged = expectConsoleError('[shell] /api/chats.php refresh failed');
  bus.emit({ type: 'session/refresh-requested' });
  await jest.advanceTimersByTimeAsync(0);
  expect(seen).toEqual(['idle', 'loading', 'ready']);
  expect(logged).toHaveLength(1);

  await store.logout();
  expect(store.facade.snapshot().listsStatus).toEqual({ chats: 'idle', likes: 'idle' });
});

it('reports a first load that failed, and a retry through the bus loads it', async () => {
  const { store, bus, setChatsDown, env } = setup();
  setChatsDown(true);
  const logged = expectConsoleError('[shell] /api/chats.php refresh failed');
  stop = store.start(env);
  await jest.advanceTimersByTimeAsync(0);
  expect(store.facade.snapshot().listsStatus).toEqual({ chats: 'failed', likes: 'ready' });
  expect(logged.length).toBeGreaterThan(0);

  setChatsDown(false);
  bus.emit({ type: 'session/refresh-requested' });
  await jest.advanceTimersByTimeAsync(0);
  expect(store.facade.snapshot().listsStatus.chats).toBe('ready');
  expect(store.facade.snapshot().chats).toHaveLength(3);
});

it('knows who is logged in once the first user refresh answered, a visitor too', async () => {
  const { store, env } = setup({ loggedIn: false });
  expect(store.userKnown$.value).toBe(false);
  stop = store.start(env);
  await jest.advanceTimersByTimeAsync(0);
  expect(store.userKnown$.value).toBe(true);
  expect(store.facade.snapshot().user).toBeNull();
});
