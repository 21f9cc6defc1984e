import {
  LIVE_CLOSE_UNAUTHENTICATED,
  LIVE_PATH,
  type LiveEvent,
} from '@dating/shared-contracts/api';
import { liveSessionId, type LiveControl } from '../src/modules/live/live-hub';
import {
  LIVE_CLOSE_TOO_MANY,
  LIVE_SOCKETS_PER_SESSION,
  isSiteOrigin,
} from '../src/modules/live/live.routes';
import { RedisLiveHub } from '../src/modules/live/redis-live-hub';
import {
  activeMember,
  createTestApp,
  login,
  resetLink,
  waitFor,
  within,
  type TestContext,
} from './helper';
import { REDIS_TEST_URL, describeWithRedis, withRedis } from './services/redis';
import { listenLive, openSocket, type LiveClient } from './services/live-sockets';
import { useTwoInstances } from './services/two-instances';

describe('GET /api/live.php (live events over a WebSocket)', () => {
  let ctx: TestContext;
  let url: string;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    url = await listenLive(ctx.app);
  });
  afterEach(() => clients.splice(0).forEach((client) => client.close()));
  afterAll(() => ctx.close());

  function connect(cookie?: string, origin?: string): Promise<LiveClient> {
    return openSocket(url, clients, cookie, origin);
  }
  const post = (url: string, cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const eventOf = (client: LiveClient, type: LiveEvent['type']) => () =>
    client.events.find((event) => event.type === type);
  /**
   * Resolves once everything the app had to say to `userId` until now has reached `client`:
   * the jobs that publish run, then a marker published after them arrives (a socket keeps
   * the order), and is taken out again. For "nothing else came".
   */
  let markers = 0;
  async function caughtUp(client: LiveClient, userId: number) {
    await ctx.app.jobs.drain();
    markers += 1;
    const marker = { type: 'credits', credits: -markers } as const;
    await ctx.app.live.publish(userId, marker);
    await waitFor(
      () => client.events.find((e) => e.type === 'credits' && e.credits === marker.credits),
      'the marker',
    );
    client.events.splice(
      client.events.findIndex((e) => e.type === 'credits' && e.credits === marker.credits),
      1,
    );
  }

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
    await caughtUp(bSocket, b.userId);
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

  it("delivers a message to both members' tabs only, and the new balance to a paying sender", async () => {
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
      await post('/api/chat.php', sender.cookie, {
        profile_id: recipient.profileId,
        body: 'Hoi!',
        nonce: 'live-test-nonce-0001',
      })
    ).json();
    for (const tab of recipientTabs) {
      expect(await waitFor(eventOf(tab, 'message'), 'message')).toEqual({
        type: 'message',
        conversation_id: sent.conversation_id,
        profile_id: sender.profileId,
        // The recipient's view: not from me, and without the sender's nonce.
        message: { ...sent.message, from_me: false, nonce: null },
      });
    }
    expect(await waitFor(eventOf(senderSocket, 'credits'), 'credits')).toEqual({
      type: 'credits',
      credits: 15,
    });
    await caughtUp(senderSocket, sender.userId);
    await caughtUp(bystanderSocket, bystander.userId);
    await caughtUp(recipientTabs[0]!, recipient.userId);
    // The sender's other tabs get the message with its nonce, to match a pending one (the
    // message goes out at the commit, the balance through a job: either may come first).
    expect(senderSocket.events).toHaveLength(2);
    expect(senderSocket.events).toEqual(
      expect.arrayContaining([
        { type: 'credits', credits: 15 },
        {
          type: 'message',
          conversation_id: sent.conversation_id,
          profile_id: sender.profileId,
          message: { ...sent.message, nonce: 'live-test-nonce-0001' },
        },
      ]),
    );
    expect(bystanderSocket.events).toEqual([]);
    expect(recipientTabs[0]!.events).toHaveLength(1);
  });

  it("opens only for the site's own pages, or a client that sends no Origin", async () => {
    const cookie = await login(ctx.app);
    for (const origin of [
      'https://liefdevol.nl',
      'https://www.herzlich.de',
      'http://liefdevol.be:8080',
      ctx.app.config.publicUrl,
      undefined,
    ]) {
      const socket = await connect(cookie, origin);
      socket.close();
      expect(await socket.closed).not.toBe(LIVE_CLOSE_UNAUTHENTICATED);
    }
    for (const origin of ['https://evil.example', 'https://liefdevol.nl.evil.example', 'null']) {
      await expect(connect(cookie, origin)).rejects.toThrow(/Unexpected server response: 403/);
    }
    // Behind https, a page of the site is on https too.
    expect(isSiteOrigin('http://liefdevol.nl', ['liefdevol.nl'], 'https://liefdevol.nl')).toBe(
      false,
    );
    expect(isSiteOrigin('https://liefdevol.nl', ['liefdevol.nl'], 'https://liefdevol.nl')).toBe(
      true,
    );
  });

  it("closes the sockets of a session at its logout, and only that session's", async () => {
    const member = await activeMember(ctx.app);
    const otherSession = await login(ctx.app, member.email, 'secret-password');
    const tabs = [await connect(member.cookie), await connect(member.cookie)];
    const otherDevice = await connect(otherSession);
    const logout = await ctx.app.inject({
      url: '/api/logout.php',
      headers: { cookie: member.cookie },
    });
    expect(logout.statusCode).toBe(200);
    for (const tab of tabs) expect(await tab.closed).toBe(LIVE_CLOSE_UNAUTHENTICATED);
    // The member's other session keeps its socket and its events.
    await ctx.app.live.publish(member.userId, { type: 'credits', credits: 3 });
    expect(await waitFor(eventOf(otherDevice, 'credits'), 'credits')).toEqual({
      type: 'credits',
      credits: 3,
    });
  });

  it('closes the sockets of the other sessions when the password changes, and all at deletion', async () => {
    const member = await activeMember(ctx.app);
    const otherSession = await login(ctx.app, member.email, 'secret-password');
    const here = await connect(member.cookie);
    const elsewhere = await connect(otherSession);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      payload: {
        current_password: 'secret-password',
        password: 'new-password-1',
        password_repeat: 'new-password-1',
      },
      headers: { cookie: member.cookie },
    });
    expect(changed.statusCode).toBe(200);
    expect(await elsewhere.closed).toBe(LIVE_CLOSE_UNAUTHENTICATED);
    await ctx.app.live.publish(member.userId, { type: 'credits', credits: 4 });
    expect(await waitFor(eventOf(here, 'credits'), 'credits')).toEqual({
      type: 'credits',
      credits: 4,
    });
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      payload: { password: 'new-password-1', reasons: [] },
      headers: { cookie: member.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await here.closed).toBe(LIVE_CLOSE_UNAUTHENTICATED);
  });

  it('closes the sessions a password reset ended, not the one the member logs in with after it', async () => {
    const member = await activeMember(ctx.app);
    const before = await connect(member.cookie);
    const reset = await resetLink(ctx.app, member.email);
    expect((await reset('Nieuwe-zomer-2026-wachtwoord')).statusCode).toBe(200);
    expect(await before.closed).toBe(LIVE_CLOSE_UNAUTHENTICATED);
    const afterwards = await connect(
      await login(ctx.app, member.email, 'Nieuwe-zomer-2026-wachtwoord'),
    );
    // The reset's control comes by a job after the commit; on a busy instance it may come
    // only now, after the new login.
    const job = await ctx.app.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', 'live.control')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { control } = JSON.parse(job.payload) as { control: LiveControl };
    expect(control).toMatchObject({ kind: 'sessions-ended', sessionIds: expect.any(Array) });
    await ctx.app.live.control(member.userId, control);
    await ctx.app.live.publish(member.userId, { type: 'credits', credits: 5 });
    expect(await waitFor(eventOf(afterwards, 'credits'), 'credits')).toEqual({
      type: 'credits',
      credits: 5,
    });
  });

  it(`holds at most ${LIVE_SOCKETS_PER_SESSION} sockets per session: the next one is refused`, async () => {
    const member = await activeMember(ctx.app);
    const open = [];
    for (let i = 0; i < LIVE_SOCKETS_PER_SESSION; i++) open.push(await connect(member.cookie));
    const refused = await connect(member.cookie);
    expect(await refused.closed).toBe(LIVE_CLOSE_TOO_MANY);
    // Another session of the same member has its own allowance.
    const otherSession = await login(ctx.app, member.email, 'secret-password');
    const other = await connect(otherSession);
    // Once a tab is gone, a new socket is let in.
    open[0]!.close();
    await open[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await connect(member.cookie);
    await ctx.app.live.publish(member.userId, { type: 'credits', credits: 7 });
    await waitFor(eventOf(again, 'credits'), 'credits on the new socket');
    await waitFor(eventOf(other, 'credits'), 'credits on the other session');
    for (const socket of open.slice(1)) await waitFor(eventOf(socket, 'credits'), 'credits');
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
      const texts: string[] = [];
      const others: LiveEvent[] = [];
      const unsubscribe = a.subscribe(userId, (event, text) => {
        received.push(event);
        texts.push(text);
      });
      a.subscribe(userId + 1, (event) => others.push(event));
      await a.ready();
      await b.publish(userId, { type: 'like', profile_id: '12' });
      await waitFor(() => received[0], 'event over Redis');
      expect(received).toEqual([{ type: 'like', profile_id: '12' }]);
      // The text a socket is sent is the event's JSON, as it came over Redis.
      expect(texts.map((text) => JSON.parse(text) as unknown)).toEqual(received);
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

  it('keeps sites with different prefixes apart on one Redis', async () => {
    const staging = new RedisLiveHub(REDIS_TEST_URL, undefined, 'staging');
    const live = new RedisLiveHub(REDIS_TEST_URL, undefined, 'live');
    const liveToo = new RedisLiveHub(REDIS_TEST_URL, undefined, 'live');
    try {
      const heardOnStaging: LiveEvent[] = [];
      const heardOnLive: LiveEvent[] = [];
      staging.subscribe(userId, (event) => heardOnStaging.push(event));
      live.subscribe(userId, (event) => heardOnLive.push(event));
      await Promise.all([staging.ready(), live.ready()]);
      await liveToo.publish(userId, { type: 'credits', credits: 3 });
      await waitFor(() => heardOnLive[0], 'event on the same prefix');
      // Redis hands a subscriber its messages in the order it took them: once a marker
      // published on staging after that event has been heard there, the event was not.
      const stagingToo = new RedisLiveHub(REDIS_TEST_URL, undefined, 'staging');
      try {
        await stagingToo.publish(userId, { type: 'credits', credits: -1 });
        await waitFor(() => heardOnStaging[0], 'the marker on staging');
      } finally {
        await stagingToo.close();
      }
      expect(heardOnLive).toEqual([{ type: 'credits', credits: 3 }]);
      expect(heardOnStaging).toEqual([{ type: 'credits', credits: -1 }]);
    } finally {
      await Promise.all([staging.close(), live.close(), liveToo.close()]);
    }
  });
});

describeWithRedis(withRedis('live sockets across API instances (Redis)'), () => {
  const instances = useTwoInstances('live');

  it('closes the sockets a session holds on another instance when it logs out here', async () => {
    const { a, b, clients } = instances;
    // Each step has a deadline of its own: under load, a failure names the step that waited.
    const member = await within(activeMember(a.app), 10_000, 'the member signing up');
    const bUrl = await listenLive(b);
    const tab = await within(openSocket(bUrl, clients, member.cookie), 5000, 'the first socket');
    const stays = await within(
      login(a.app, member.email, 'secret-password').then((cookie) =>
        openSocket(bUrl, clients, cookie),
      ),
      10_000,
      'the second session and its socket',
    );
    await within((b.live as RedisLiveHub).ready(), 5000, "Redis confirming b's subscription");
    await within(
      a.app.inject({ url: '/api/logout.php', headers: { cookie: member.cookie } }),
      5000,
      'the logout',
    );
    expect(await within(tab.closed, 5000, "the logged-out session's socket closing")).toBe(
      LIVE_CLOSE_UNAUTHENTICATED,
    );
    // Events still cross over to the other session's socket; control messages never reach it.
    await a.app.live.publish(member.userId, { type: 'credits', credits: 9 });
    await waitFor(() => stays.events[0], 'credits over Redis', 5000);
    expect(stays.events).toEqual([{ type: 'credits', credits: 9 }]);
  });

  it('sends control messages on a channel of their own, named by the live session id', async () => {
    const hub = new RedisLiveHub(REDIS_TEST_URL);
    const other = new RedisLiveHub(REDIS_TEST_URL);
    try {
      const userId = 800_000_000 + Math.floor(Math.random() * 1_000_000);
      const events: LiveEvent[] = [];
      const controls: unknown[] = [];
      hub.subscribe(userId, { event: (e) => events.push(e), control: (c) => controls.push(c) });
      await hub.ready();
      const sessionId = liveSessionId('token-of-a-session');
      expect(sessionId).not.toContain('token');
      await other.control(userId, { kind: 'session-ended', sessionId });
      await waitFor(() => controls[0], 'control over Redis');
      expect(controls).toEqual([{ kind: 'session-ended', sessionId }]);
      expect(events).toEqual([]);
    } finally {
      await Promise.all([hub.close(), other.close()]);
    }
  });
});
