import type { AddressInfo } from 'node:net';
import {
  LIVE_CLOSE_UNAUTHENTICATED,
  LIVE_PATH,
  type LiveEvent,
} from '@dating/shared-contracts/api';
import WebSocket from 'ws';
import { RedisLiveHub } from '../src/modules/live/redis-live-hub';
import { activeMember, createTestApp, login, type TestContext } from './helper';
import { REDIS_TEST_URL, describeWithRedis, withRedis } from './services/redis';

interface LiveClient {
  events: LiveEvent[];
  closed: Promise<number>;
  close(): void;
}

async function waitFor<T>(check: () => T | undefined, what: string, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('GET /api/live.php (live events over a WebSocket)', () => {
  let ctx: TestContext;
  let url: string;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    url = `ws://127.0.0.1:${port}${LIVE_PATH}`;
  });
  afterEach(() => clients.splice(0).forEach((client) => client.close()));
  afterAll(() => ctx.close());

  function connect(cookie?: string): Promise<LiveClient> {
    const socket = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    const events: LiveEvent[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as LiveEvent));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    const client = { events, closed, close: () => socket.close() };
    clients.push(client);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }
  const post = (url: string, cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const eventOf = (client: LiveClient, type: LiveEvent['type']) => () =>
    client.events.find((event) => event.type === type);

  it('accepts a visitor, then closes with 4401', async () => {
    const visitor = await connect();
    expect(await visitor.closed).toBe(LIVE_CLOSE_UNAUTHENTICATED);
    const stale = await connect('sid=not-a-session');
    expect(await stale.closed).toBe(LIVE_CLOSE_UNAUTHENTICATED);
    expect(visitor.events).toEqual([]);
  });

  it('stays out of the OpenAPI document', async () => {
    const paths = Object.keys((await ctx.app.inject({ url: '/api/openapi.json' })).json().paths);
    expect(paths).toContain('/api/chat.php');
    expect(paths).not.toContain(LIVE_PATH);
  });

  it('tells the liked member about a like, and both sides about a match', async () => {
    const demo = await login(ctx.app);
    const demoUser = (
      await ctx.app.inject({ url: '/api/user.php', headers: { cookie: demo } })
    ).json().user;
    const b = await activeMember(ctx.app);
    const demoSocket = await connect(demo);
    const bSocket = await connect(b.cookie);

    await post('/api/like.php', demo, { profile_id: b.profileId });
    expect(await waitFor(eventOf(bSocket, 'like'), 'like')).toEqual({
      type: 'like',
      profile_id: demoUser.profile.id,
    });
    expect(bSocket.events.some((e) => e.type === 'match')).toBe(false);

    expect(
      (await post('/api/like.php', b.cookie, { profile_id: demoUser.profile.id })).json(),
    ).toEqual({ ok: true, match: true });
    expect(await waitFor(eventOf(bSocket, 'match'), 'match for B')).toEqual({
      type: 'match',
      profile_id: demoUser.profile.id,
    });
    expect(await waitFor(eventOf(demoSocket, 'match'), 'match for demo')).toEqual({
      type: 'match',
      profile_id: b.profileId,
    });
    expect(demoSocket.events.filter((e) => e.type === 'like')).toEqual([
      { type: 'like', profile_id: b.profileId },
    ]);

    // Liking again is not news.
    await post('/api/like.php', demo, { profile_id: b.profileId });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bSocket.events.filter((e) => e.type === 'like')).toHaveLength(1);
  });

  it('sends the auto-like to the viewer', async () => {
    const member = await activeMember(ctx.app);
    const socket = await connect(member.cookie);
    const answer = (
      await ctx.app.inject({ url: '/api/auto-like.php', headers: { cookie: member.cookie } })
    ).json();
    expect(answer.profile).not.toBeNull();
    expect(await waitFor(eventOf(socket, 'like'), 'auto-like')).toEqual({
      type: 'like',
      profile_id: answer.profile.id,
    });
  });

  it('delivers a message to the recipient only, and the new balance to a paying sender', async () => {
    const sender = await activeMember(ctx.app);
    const recipient = await activeMember(ctx.app);
    const bystander = await activeMember(ctx.app);
    await ctx.app.db
      .updateTable('users')
      .set({ paid_user: 1, credits: 20 })
      .where('id', '=', sender.userId)
      .execute();
    const senderSocket = await connect(sender.cookie);
    const recipientTabs = [await connect(recipient.cookie), await connect(recipient.cookie)];
    const bystanderSocket = await connect(bystander.cookie);

    const sent = (
      await post('/api/chat.php', sender.cookie, { profile_id: recipient.profileId, body: 'Hoi!' })
    ).json();
    for (const tab of recipientTabs) {
      expect(await waitFor(eventOf(tab, 'message'), 'message')).toEqual({
        type: 'message',
        conversation_id: sent.conversation_id,
        profile_id: sender.profileId,
      });
    }
    expect(await waitFor(eventOf(senderSocket, 'credits'), 'credits')).toEqual({
      type: 'credits',
      credits: 15,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(senderSocket.events).toEqual([{ type: 'credits', credits: 15 }]);
    expect(bystanderSocket.events).toEqual([]);
    expect(recipientTabs[0]!.events).toHaveLength(1);
  });

  it('stops delivering to a closed socket', async () => {
    const member = await activeMember(ctx.app);
    const socket = await connect(member.cookie);
    socket.close();
    await socket.closed;
    // The server notices the close a moment later; publishing after it must not throw.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(
      ctx.app.live.publish(member.userId, { type: 'credits', credits: 1 }),
    ).resolves.toBeUndefined();
    expect(socket.events).toEqual([]);
  });
});

describeWithRedis(withRedis('RedisLiveHub'), () => {
  // A user id no other test run publishes to at the same time.
  const userId = 900_000_000 + Math.floor(Math.random() * 1_000_000);

  it('delivers events published by one instance to the listeners of another', async () => {
    const errors: unknown[] = [];
    const a = new RedisLiveHub(REDIS_TEST_URL, (e) => errors.push(e));
    const b = new RedisLiveHub(REDIS_TEST_URL, (e) => errors.push(e));
    try {
      const received: LiveEvent[] = [];
      const others: LiveEvent[] = [];
      const unsubscribe = a.subscribe(userId, (event) => received.push(event));
      a.subscribe(userId + 1, (event) => others.push(event));
      await a.ready();
      await b.publish(userId, { type: 'like', profile_id: '12' });
      await waitFor(() => received[0], 'event over Redis');
      expect(received).toEqual([{ type: 'like', profile_id: '12' }]);
      expect(others).toEqual([]);

      unsubscribe();
      await a.ready();
      await b.publish(userId, { type: 'like', profile_id: '13' });
      await b.publish(userId + 1, { type: 'match', profile_id: '14' });
      await waitFor(() => others[0], 'event for the other user');
      expect(received).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
