import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import {
  MAIL_EVENT_SKEW_SECONDS,
  deliverTestMailEvent,
  signedMailEvent,
  verifyMailEventSignature,
  type MailEvent,
} from '../src/modules/notifications/mail-events';
import {
  unsubscribeLinks,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '../src/modules/notifications/unsubscribe';
import { standInEvent } from '../src/modules/notifications/notifications.routes';
import { PRODUCTION_SECRETS, createTestApp, signup, type TestContext } from './helper';

const ALL_ON = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  promotions: true,
  weekly_updates: true,
  news: true,
  reminders: true,
};

async function disabledOf(app: FastifyInstance, userId: number): Promise<string[]> {
  const row = await app.db
    .selectFrom('users')
    .select('notifications_disabled')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.notifications_disabled) as string[];
}

async function preferencesOf(app: FastifyInstance, cookie: string) {
  const response = await app.inject({ url: '/api/notifications.php', headers: { cookie } });
  return response.json().preferences as Record<string, boolean>;
}

describe('unsubscribe tokens and links', () => {
  it('signs the member and category, and refuses anything altered', () => {
    const token = unsubscribeToken('a-secret-of-sixteen', 42, 'new_messages');
    expect(verifyUnsubscribeToken('a-secret-of-sixteen', token)).toEqual({
      userId: 42,
      category: 'new_messages',
    });
    expect(verifyUnsubscribeToken('another-secret-000', token)).toBeNull();
    expect(verifyUnsubscribeToken('a-secret-of-sixteen', token.replace('42.', '43.'))).toBeNull();
    expect(
      verifyUnsubscribeToken('a-secret-of-sixteen', token.replace('new_messages', 'like')),
    ).toBeNull();
    expect(verifyUnsubscribeToken('a-secret-of-sixteen', 'nonsense')).toBeNull();
  });

  it('gives the page, the one-click address and the RFC 8058 headers', () => {
    const links = unsubscribeLinks('https://example.nl/', 'a-secret-of-sixteen', 7, 'like');
    const token = encodeURIComponent(unsubscribeToken('a-secret-of-sixteen', 7, 'like'));
    expect(links).toEqual({
      pageUrl: `https://example.nl/unsubscribe?token=${token}`,
      oneClickUrl: `https://example.nl/api/unsubscribe.php?token=${token}`,
      headers: {
        'List-Unsubscribe': `<https://example.nl/api/unsubscribe.php?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });

  it('takes its secrets from the environment, required in production', () => {
    const dev = loadConfig({ NODE_ENV: 'development' });
    expect(dev.unsubscribeSecret).not.toBe(dev.mailWebhookSecret);
    const fromSession = loadConfig({ SESSION_SECRET: 'a-session-secret-123' });
    expect(fromSession.unsubscribeSecret).not.toBe(dev.unsubscribeSecret);
    expect(fromSession.unsubscribeSecret).not.toContain('a-session-secret-123');
    expect(loadConfig({ UNSUBSCRIBE_SECRET: 'its-own-unsubscribe-secret' }).unsubscribeSecret).toBe(
      'its-own-unsubscribe-secret',
    );
    expect(() => loadConfig({ MAIL_WEBHOOK_SECRET: 'short' })).toThrow(
      /MAIL_WEBHOOK_SECRET must be at least 16 characters/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toThrow(
      /MAIL_WEBHOOK_SECRET must be set with NODE_ENV=production/,
    );
    const production = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      ...PRODUCTION_SECRETS,
    });
    expect(production.mailWebhookSecret).toBe(PRODUCTION_SECRETS.MAIL_WEBHOOK_SECRET);
  });
});

describe('the one-click unsubscribe (/api/unsubscribe.php)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 0 });
  });
  afterAll(() => ctx.close());

  const tokenOf = (userId: number, category: 'new_messages' | 'like') =>
    encodeURIComponent(unsubscribeToken(ctx.app.config.unsubscribeSecret, userId, category));

  /** What GET /api/user.php, the session's refresh, reports as disabled. */
  const sessionDisabled = async (cookie: string): Promise<string[]> => {
    const user = await ctx.app.inject({ url: '/api/user.php', headers: { cookie } });
    expect(user.statusCode).toBe(200);
    return user.json().user.notifications_disabled as string[];
  };

  it('GET tells what the link stops and changes nothing', async () => {
    const member = await signup(ctx.app);
    const userId = Number(member.user.id);
    const response = await ctx.app.inject({
      url: `/api/unsubscribe.php?token=${tokenOf(userId, 'new_messages')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      category: 'new_messages',
      subscribed: true,
      all_disabled: false,
    });
    expect(await preferencesOf(ctx.app, member.cookie)).toEqual(ALL_ON);
    expect(await disabledOf(ctx.app, userId)).toEqual([]);
  });

  it("a mail client's one-click POST switches that category off and nothing else", async () => {
    const member = await signup(ctx.app);
    const userId = Number(member.user.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${tokenOf(userId, 'new_messages')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      category: 'new_messages',
      subscribed: false,
      all_disabled: false,
    });
    expect(await preferencesOf(ctx.app, member.cookie)).toEqual({
      ...ALL_ON,
      new_messages: false,
    });
    expect(await disabledOf(ctx.app, userId)).toEqual([]);
  });

  it('refuses a forged token, another secret, and a token altered to another category', async () => {
    const member = await signup(ctx.app);
    const userId = Number(member.user.id);
    const other = unsubscribeToken('not-the-apps-secret-at-all', userId, 'like');
    const altered = unsubscribeToken(ctx.app.config.unsubscribeSecret, userId, 'like').replace(
      '.like.',
      '.new_messages.',
    );
    for (const token of ['forged', other, altered]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/unsubscribe.php?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('unsubscribe_link_invalid');
      const get = await ctx.app.inject({
        url: `/api/unsubscribe.php?token=${encodeURIComponent(token)}`,
      });
      expect(get.statusCode).toBe(400);
    }
    expect(await preferencesOf(ctx.app, member.cookie)).toEqual(ALL_ON);
  });

  it('our page can stop every e-mail notification: unsubscribe joins notifications_disabled', async () => {
    const member = await signup(ctx.app);
    const userId = Number(member.user.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${tokenOf(userId, 'like')}`,
      payload: { all: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ category: 'like', subscribed: false, all_disabled: true });
    expect(await disabledOf(ctx.app, userId)).toEqual(['unsubscribe']);
    expect(await sessionDisabled(member.cookie)).toEqual(['unsubscribe', 'like']);
  });

  it('the session reports the category a link switched off, until it is set in the settings', async () => {
    const member = await signup(ctx.app);
    const userId = Number(member.user.id);
    expect(await sessionDisabled(member.cookie)).toEqual([]);
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${tokenOf(userId, 'new_messages')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    // The mail body's link: our page's button posts JSON. Twice is noted once.
    for (const category of ['like', 'like'] as const) {
      const page = await ctx.app.inject({
        method: 'POST',
        url: `/api/unsubscribe.php?token=${tokenOf(userId, category)}`,
        payload: {},
      });
      expect(page.statusCode).toBe(200);
    }
    expect(await sessionDisabled(member.cookie)).toEqual(['new_messages', 'like']);
    // Other mails still go out: the link stopped its categories only.
    expect(await disabledOf(ctx.app, userId)).toEqual([]);

    // Set in the settings (on or off), a category is the member's own choice again.
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { cookie: member.cookie },
      payload: { like: false },
    });
    expect(settings.statusCode).toBe(200);
    expect(await sessionDisabled(member.cookie)).toEqual(['new_messages']);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { cookie: member.cookie },
      payload: { new_messages: true },
    });
    expect(await sessionDisabled(member.cookie)).toEqual([]);
    expect(await preferencesOf(ctx.app, member.cookie)).toEqual({ ...ALL_ON, like: false });
  });

  it('switching e-mail notifications on again forgets the reasons', async () => {
    const member = await signup(ctx.app);
    const userId = Number(member.user.id);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${tokenOf(userId, 'like')}`,
      payload: { all: true },
    });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
      payload: { email_notifications: true },
    });
    expect(response.statusCode).toBe(200);
    // The category the link switched off stays off, and the session says so.
    expect(response.json().user.notifications_disabled).toEqual(['like']);
    expect(await disabledOf(ctx.app, userId)).toEqual([]);
    // Only "on": nothing switches them off but a bounce, a complaint or an unsubscribe.
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
      payload: { email_notifications: false },
    });
    expect(off.statusCode).toBe(400);
  });
});

describe('bounces and complaints (/api/mail-events.php)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 0 });
  });
  afterAll(() => ctx.close());

  let next = 0;
  const event = (email: string, rest: Partial<MailEvent> = {}): MailEvent => {
    next += 1;
    return { id: `evt-${next}`, type: 'bounce', email, bounce_type: 'hard', ...rest };
  };
  const post = (mailEvent: MailEvent, at = ctx.clock.now, secret?: string) => {
    const { body, headers } = signedMailEvent(
      secret ?? ctx.app.config.mailWebhookSecret,
      mailEvent,
      at,
    );
    return ctx.app.inject({ method: 'POST', url: '/api/mail-events.php', headers, payload: body });
  };
  const eventsWith = (eventId: string) =>
    ctx.app.db.selectFrom('mail_events').selectAll().where('event_id', '=', eventId).execute();

  it('a hard bounce adds bounce, a complaint spam_complaint', async () => {
    const member = await signup(ctx.app);
    const userId = Number(member.user.id);
    const bounce = event(member.email.toUpperCase());
    expect((await post(bounce)).statusCode).toBe(200);
    expect(await disabledOf(ctx.app, userId)).toEqual(['bounce']);
    const [row] = await eventsWith(bounce.id);
    expect(row).toMatchObject({ type: 'bounce', address: member.email, user_id: userId });

    const complaint = event(member.email, { type: 'complaint', bounce_type: undefined });
    expect((await post(complaint)).statusCode).toBe(200);
    expect(await disabledOf(ctx.app, userId)).toEqual(['bounce', 'spam_complaint']);
  });

  it('keeps both reasons when a bounce and a complaint arrive at once', async () => {
    const member = await signup(ctx.app);
    const answers = await Promise.all([
      post(event(member.email)),
      post(event(member.email, { type: 'complaint', bounce_type: undefined })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await disabledOf(ctx.app, Number(member.user.id))).sort()).toEqual([
      'bounce',
      'spam_complaint',
    ]);
  });

  it('refuses a bad signature with 401 and changes nothing', async () => {
    const member = await signup(ctx.app);
    const userId = Number(member.user.id);
    const forged = event(member.email);
    const response = await post(forged, ctx.clock.now, 'not-the-webhook-secret');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_signature');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      payload: event(member.email),
    });
    expect(unsigned.statusCode).toBe(401);
    // A signature of another body does not carry over.
    const { headers } = signedMailEvent(
      ctx.app.config.mailWebhookSecret,
      event('someone@example.com'),
      ctx.clock.now,
    );
    const swapped = await ctx.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers,
      payload: JSON.stringify(event(member.email)),
    });
    expect(swapped.statusCode).toBe(401);
    expect(await disabledOf(ctx.app, userId)).toEqual([]);
    expect(await eventsWith(forged.id)).toEqual([]);
  });

  it('refuses a timestamp more than five minutes off', async () => {
    const member = await signup(ctx.app);
    const stale = new Date(ctx.clock.now.getTime() - (MAIL_EVENT_SKEW_SECONDS + 5) * 1000);
    const response = await post(event(member.email), stale);
    expect(response.statusCode).toBe(401);
    expect(await disabledOf(ctx.app, Number(member.user.id))).toEqual([]);
    const { body, headers } = signedMailEvent('s', event(member.email), stale);
    expect(verifyMailEventSignature('s', headers['x-mail-signature'], body, stale)).toBe(true);
  });

  it('counts a replayed event id once', async () => {
    const member = await signup(ctx.app);
    const userId = Number(member.user.id);
    const bounce = event(member.email);
    expect((await post(bounce)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
      payload: { email_notifications: true },
    });
    expect((await post(bounce)).statusCode).toBe(200);
    expect(await eventsWith(bounce.id)).toHaveLength(1);
    expect(await disabledOf(ctx.app, userId)).toEqual([]);
  });

  it('records a soft bounce and an unknown address, and disables nothing', async () => {
    const member = await signup(ctx.app);
    const soft = event(member.email, { bounce_type: 'soft', detail: '452 mailbox full' });
    expect((await post(soft)).statusCode).toBe(200);
    expect(await disabledOf(ctx.app, Number(member.user.id))).toEqual([]);
    const [row] = await eventsWith(soft.id);
    expect(JSON.parse(row!.detail!)).toEqual({ bounce_type: 'soft', detail: '452 mailbox full' });

    const unknown = event('nobody-here@example.com');
    expect((await post(unknown)).statusCode).toBe(200);
    expect(await eventsWith(unknown.id)).toEqual([
      expect.objectContaining({ address: 'nobody-here@example.com', user_id: null }),
    ]);
  });

  it("the stand-in's event for a mail is what the provider would post", async () => {
    const member = await signup(ctx.app);
    const spam = standInEvent('complaint', member.email);
    expect((await post(spam)).statusCode).toBe(200);
    expect(await disabledOf(ctx.app, Number(member.user.id))).toEqual(['spam_complaint']);
  });

  it("the dev mailbox's buttons enqueue the stand-in's signed event", async () => {
    const member = await signup(ctx.app);
    const page = await ctx.app.inject({
      url: `/api/outbox.php?to=${encodeURIComponent(member.email)}`,
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain('<button name="type" value="bounce">Bounce</button>');
    expect(page.body).toContain('<button name="type" value="complaint">Spam</button>');
    const mails = await ctx.app.inject({
      url: `/api/outbox.php?to=${encodeURIComponent(member.email)}`,
    });
    const id = mails.json().mails[0].id as string;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/outbox.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${id}&type=bounce`,
    });
    expect(response.statusCode).toBe(303);
    const job = await ctx.app.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', 'mail.test-event')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload)).toMatchObject({
      url: `${ctx.app.config.publicUrl}/api/mail-events.php`,
      event: { type: 'bounce', email: member.email, bounce_type: 'hard' },
    });
  });

  it("the stand-in's job posts the signed event over HTTP to the endpoint", async () => {
    const member = await signup(ctx.app);
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    await deliverTestMailEvent(
      ctx.app.config.mailWebhookSecret,
      { url: `${address}/api/mail-events.php`, event: standInEvent('bounce', member.email) },
      ctx.clock.now,
    );
    expect(await disabledOf(ctx.app, Number(member.user.id))).toEqual(['bounce']);
    await expect(
      deliverTestMailEvent(
        'not-the-webhook-secret',
        { url: `${address}/api/mail-events.php`, event: standInEvent('bounce', member.email) },
        ctx.clock.now,
      ),
    ).rejects.toThrow(/answered 401/);
  });
});
