import type { AddressInfo } from 'node:net';
import { chatKit } from './chat-test-kit';
import { activeMember, createTestApp, type TestContext } from './helper';
import { startSmtpServer } from './services/smtp';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * The whole path of decision 0130: a message's unit of work queues the notification, its job
 * sends a mail through a real SMTP server and a push through the stand-in push service over
 * HTTP, and the mail's List-Unsubscribe address switches the category off in one POST.
 */
describe('a member hears of a message by mail and push, and unsubscribes in one click', () => {
  let smtp: Smtp;
  let ctx: TestContext;
  let host: string;

  beforeEach(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ profiles: 1, config: { smtpUrl: smtp.url } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    host = `127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** A browser of the member subscribed at the stand-in push service; its pushes, decrypted. */
  async function subscribeBrowser(cookie: string) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-push-service/subscriptions',
      headers: { host },
    });
    const { endpoint, keys } = created.json() as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    const linked = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { cookie },
      payload: { subscription: { endpoint, keys } },
    });
    expect(linked.statusCode).toBe(200);
    return async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/test-push-service/subscriptions/${endpoint.split('/').pop()}/messages`,
      });
      return (response.json() as { messages: { payload: string; urgency: string }[] }).messages;
    };
  }

  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  it('in the member language, with the category headers, and stops that category only', async () => {
    const kit = chatKit(ctx);
    const anna = await activeMember(ctx.app, { name: 'Anna' });
    const bart = await activeMember(ctx.app, { name: 'Bart' });
    await kit.setCredits(anna, 100);
    await kit.setCredits(bart, 100);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: bart.cookie },
      payload: { language: 'de' },
    });
    const pushes = await subscribeBrowser(bart.cookie);
    // Bart started the conversation; Anna answers.
    expect((await kit.send(bart, anna, { body: 'Hallo Anna!' })).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    const before = mailsTo(bart.email).length;
    expect((await kit.send(anna, bart, { body: 'Hallo Bart!' })).statusCode).toBe(201);
    await ctx.app.jobs.drain();

    const [mail] = mailsTo(bart.email).slice(before);
    expect(mail).toBeDefined();
    // Soft line breaks of quoted-printable and folded header lines undone.
    const raw = mail!.raw.replace(/=\r\n/g, '').replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^Subject: .*Anna/m);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    const oneClick = /^List-Unsubscribe: <([^>]+)>/m.exec(raw)?.[1];
    expect(oneClick).toMatch(/\/api\/unsubscribe\.php\?token=/);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    const [push] = await pushes();
    expect(JSON.parse(push!.payload)).toEqual({
      title: 'Neue Nachricht von Anna',
      body: 'Öffne den Chat, um sie zu lesen.',
      tag: expect.stringMatching(/^chat-\d+$/),
      check_url: expect.stringMatching(/^\/chats\/\d+$/),
      open_url: '/login',
    });
    expect(push!.urgency).toBe('high');

    // The mail client's unsubscribe button: one POST, no login.
    const url = new URL(oneClick!);
    const unsubscribed = await ctx.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    const preferences = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications.php',
      headers: { cookie: bart.cookie },
    });
    expect(preferences.json().preferences).toMatchObject({
      new_messages: false,
      new_conversations: true,
      like: true,
    });

    // Later messages: the category is off, for mail and push alike (one preference per
    // category); other categories still arrive.
    ctx.clock.advance(2 * 60 * 60 * 1000);
    const mailed = mailsTo(bart.email).length;
    expect((await kit.send(anna, bart, { body: 'Nog een keer' })).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(mailsTo(bart.email)).toHaveLength(mailed);
    expect(await pushes()).toHaveLength(1);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: anna.cookie },
      payload: { profile_id: bart.profileId },
    });
    await ctx.app.jobs.drain();
    expect(mailsTo(bart.email)).toHaveLength(mailed + 1);
    expect((await pushes()).map((p) => JSON.parse(p.payload).title)).toEqual([
      'Neue Nachricht von Anna',
      'Anna mag dich',
    ]);
  });
  it('mails a member without a browser once an hour, and pushes to a browser subscribed meanwhile', async () => {
    const kit = chatKit(ctx);
    const anna = await activeMember(ctx.app, { name: 'Anna' });
    const bart = await activeMember(ctx.app, { name: 'Bart' });
    await kit.setCredits(anna, 100);
    await ctx.app.jobs.drain();
    // Notifications only: the signup's mails came before.
    const notices = () =>
      mailsTo(bart.email).filter((mail) => /^Subject: .*Anna/m.test(mail.raw)).length;
    expect((await kit.send(anna, bart, { body: 'Hoi Bart!' })).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(notices()).toBe(1);
    // The hour's mail went out and no browser is subscribed: the job writes nothing.
    expect((await kit.send(anna, bart, { body: 'Ben je er?' })).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(notices()).toBe(1);

    const pushes = await subscribeBrowser(bart.cookie);
    expect((await kit.send(anna, bart, { body: 'Nu met push' })).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect((await pushes()).map((p) => JSON.parse(p.payload).title)).toEqual([
      'Nieuw bericht van Anna',
    ]);
    expect(notices()).toBe(1);

    ctx.clock.advance(61 * 60 * 1000);
    expect((await kit.send(anna, bart, { body: 'Een uur later' })).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(notices()).toBe(2);
    expect(await pushes()).toHaveLength(2);
  });
});
