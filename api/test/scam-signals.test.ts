import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { isIban, scoreOf, textSignals } from '../src/modules/scam/scam-signals';
import { activeMember, createTestApp, multipart, type TestContext } from './helper';
import { StaffBrowser, listenBoth, staffAccount } from './staff-kit';

type Member = Awaited<ReturnType<typeof activeMember>>;

describe('scam signals: what scammers show, and what a first message', () => {
  it('finds links, numbers, addresses, bank accounts, payment apps and requests', () => {
    expect(textSignals('Kijk op www.mijn-site.nl of https://x.co/abc')).toContain('link');
    expect(textSignals('Bel me: +31 6 12 34 56 78')).toContain('phone');
    expect(textSignals('Mail naar lisa.jansen@example.com')).toEqual(
      expect.arrayContaining(['email']),
    );
    expect(textSignals('mail naar lisa.jansen@example.com')).not.toContain('link');
    expect(textSignals('Maak het over op NL91 ABNA 0417 1643 00 aub')).toContain('iban');
    expect(textSignals('Betaal met een Steam card of via Western Union')).toContain('payment_app');
    expect(textSignals('Praat je verder op WhatsApp?')).toContain('off_site');
    expect(textSignals('Kun je me wat geld lenen?')).toContain('money');
    expect(textSignals('Hoi! Leuk profiel, zin in een wandeling zondag?')).toEqual([]);
    // A code that looks like an IBAN but whose check digits fail is no bank account.
    expect(isIban('NL91ABNA0417164300')).toBe(true);
    expect(isIban('NL92ABNA0417164300')).toBe(false);
    expect(scoreOf(['iban', 'payment_app', 'iban'])).toBe(95);
  });
});

describe('scam signals in first messages, photos and signups', () => {
  let ctx: TestContext;
  let staffOrigin: string;
  let moderator: StaffBrowser;
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scam-test-'));
    ctx = await createTestApp({ profiles: 2, config: { mediaDir } });
    ({ staff: staffOrigin } = await listenBoth(ctx.app));
    moderator = new StaffBrowser(staffOrigin);
    await moderator.signIn(await staffAccount(ctx, ['moderator'], 'Mia'));
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', url: string, who: Member, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });
  const send = (from: Member, to: Member, body: string) =>
    call('POST', '/api/chat.php', from, { profile_id: to.profileId, nonce: randomUUID(), body });
  const scamItems = async (profileId: string) => {
    const answer = await moderator.call('GET', '/staff-api/queue?kind=scam');
    const items = (
      answer.body as unknown as { items: { id: string; subject: { profileId: string } | null }[] }
    ).items;
    return items.filter((item) => item.subject?.profileId === profileId);
  };
  const inboxOf = async (member: Member) =>
    (await call('GET', '/api/chats.php', member)).json().chats as {
      conversation: { id: string };
    }[];

  it('holds a first message asking for money on a bank account until a moderator lets it through', async () => {
    const [scammer, target] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    const sent = await send(
      scammer,
      target,
      'Lieverd, ik zit vast. Maak 200 euro over op NL91 ABNA 0417 1643 00 of via Western Union?',
    );
    // The sender is told nothing: it is sent as any message.
    expect(sent.statusCode).toBe(201);
    const conversation = sent.json().conversation_id;
    expect(await inboxOf(target)).toEqual([]);
    expect((await call('GET', `/api/chat.php?id=${conversation}`, target)).statusCode).toBe(404);
    expect(await inboxOf(scammer)).toHaveLength(1);

    const [item] = await scamItems(scammer.profileId);
    expect(item).toMatchObject({ kind: 'scam', source: 'system', reason: 'scam_signals' });
    const detail = await moderator.call('GET', `/staff-api/queue/${item!.id}`);
    expect(detail.body.signals).toEqual({
      list: expect.arrayContaining(['iban', 'payment_app', 'money']),
      score: 100,
      held: true,
    });
    expect(JSON.stringify(detail.body.context)).toContain('Western Union');

    // Nothing wrong after all: the message reaches its recipient.
    await moderator.call('POST', `/staff-api/queue/${item!.id}/claim`);
    const decided = await moderator.call('POST', `/staff-api/queue/${item!.id}/decision`, {
      action: 'dismiss',
      text: 'Checked the conversation: nothing against the terms.',
    });
    expect(decided.status).toBe(200);
    expect((await inboxOf(target)).map((c) => c.conversation.id)).toEqual([conversation]);
    // Undone within its seconds: held again, and the flag waits again.
    const undo = await moderator.call(
      'POST',
      `/staff-api/decisions/${decided.body.decisionId}/undo`,
    );
    expect(undo.status).toBe(204);
    expect(await inboxOf(target)).toEqual([]);
    await moderator.call('POST', `/staff-api/queue/${item!.id}/claim`);
    await moderator.call('POST', `/staff-api/queue/${item!.id}/decision`, {
      action: 'dismiss',
      text: 'Checked the conversation: nothing against the terms.',
    });
    expect((await inboxOf(target)).map((c) => c.conversation.id)).toEqual([conversation]);
    const message = (await call('GET', `/api/chat.php?id=${conversation}`, target)).json()
      .conversation.messages[0];
    expect(message).toMatchObject({ caution: true });
  });

  it('keeps a held message from its recipient when the moderator acts on it', async () => {
    const [scammer, target] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    await send(scammer, target, 'Stuur een Steam card of bitcoin naar NL91ABNA0417164300');
    const [item] = await scamItems(scammer.profileId);
    await moderator.call('POST', `/staff-api/queue/${item!.id}/claim`);
    const decided = await moderator.call('POST', `/staff-api/queue/${item!.id}/decision`, {
      action: 'restrict_messaging',
      ground: 'scam',
      text: 'Asked a new member for money in the first message.',
    });
    expect(decided.status).toBe(200);
    expect(await inboxOf(target)).toEqual([]);
  });

  it('warns the reader of a message that asks to go elsewhere; flags a first one with two contact details', async () => {
    const [writer, reader] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    const first = await send(writer, reader, 'Zullen we op WhatsApp verder? 06-12345678');
    const conversation = first.json().conversation_id;
    // Delivered (under the hold score), warned, and in the moderators' inbox (two signals).
    const [message] = (await call('GET', `/api/chat.php?id=${conversation}`, reader)).json()
      .conversation.messages;
    expect(message).toMatchObject({ caution: true });
    expect(await scamItems(writer.profileId)).toHaveLength(1);
    // The writer's own view carries no warning.
    const own = (await call('GET', `/api/chat.php?id=${conversation}`, writer)).json().conversation
      .messages[0];
    expect(own.caution).toBe(false);
    // A friendly first message: nothing.
    const friend = await activeMember(ctx.app);
    await send(friend, reader, 'Hoi! Wat leuk dat je ook van wandelen houdt.');
    expect(await scamItems(friend.profileId)).toEqual([]);
  });

  it('flags one text sent to many members within the hour', async () => {
    const spammer = await activeMember(ctx.app);
    // A paying member: a free one starts only two chats.
    await ctx.app.db
      .updateTable('users')
      .set({ paid_user: 1, credits: 100 })
      .where('id', '=', spammer.userId)
      .execute();
    const text = 'Hoi knappe, ik ben nieuw hier. Zin om te kletsen?';
    for (let i = 0; i < 4; i++) {
      expect((await send(spammer, await activeMember(ctx.app), text)).statusCode).toBe(201);
    }
    expect(await scamItems(spammer.profileId)).toEqual([]);
    await send(spammer, await activeMember(ctx.app), text);
    const [item] = await scamItems(spammer.profileId);
    const detail = await moderator.call('GET', `/staff-api/queue/${item!.id}`);
    expect(detail.body.signals).toMatchObject({ list: ['same_text_to_many'], held: false });
  });

  it('flags a photo that another account already shows', async () => {
    const picture = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#305080' },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 120, height: 120, channels: 3, background: '#e0c020' },
          })
            .png()
            .toBuffer(),
          left: 40,
          top: 60,
        },
      ])
      .jpeg()
      .toBuffer();
    const upload = async (member: Member, data: Buffer) => {
      const body = multipart(data, 'me.jpg', 'image/jpeg');
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/photos.php',
        payload: body.payload,
        headers: { ...body.headers, cookie: member.cookie },
      });
      expect(answer.statusCode).toBe(201);
      await ctx.app.jobs.drain();
    };
    const [first, copier] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    await upload(first, picture);
    expect(await scamItems(first.profileId)).toEqual([]);
    // The same picture, smaller and re-encoded.
    await upload(copier, await sharp(picture).resize(200).jpeg({ quality: 60 }).toBuffer());
    const [item] = await scamItems(copier.profileId);
    const detail = await moderator.call('GET', `/staff-api/queue/${item!.id}`);
    expect(detail.body.signals).toMatchObject({ list: ['shared_photo'] });
  });

  it('flags the fourth signup from one address within a day, and keeps no address', async () => {
    const signupFrom = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        remoteAddress: '203.0.113.9',
        payload: {
          email: `batch${n}-${randomUUID().slice(0, 8)}@example.nl`,
          name: `Batch${n}`,
          password: 'lang-en-sterk-wachtwoord-42',
          date_of_birth: '1990-01-01',
        },
      });
    const profiles: string[] = [];
    for (let n = 0; n < 4; n++) {
      const answer = await signupFrom(n);
      expect(answer.statusCode).toBe(201);
      profiles.push(String(answer.json().user.profile.id));
    }
    for (const profileId of profiles.slice(0, 3)) expect(await scamItems(profileId)).toEqual([]);
    expect(await scamItems(profiles[3]!)).toHaveLength(1);
    const stored = await ctx.app.db.selectFrom('users').select('signup_address').execute();
    expect(JSON.stringify(stored)).not.toContain('203.0.113.9');
  });
});
