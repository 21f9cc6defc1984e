import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  activeMember,
  createTestApp,
  login,
  mailedToken,
  multipart,
  type TestContext,
} from './helper';
import { unzip } from './zip-kit';

const DAY = 24 * 3_600_000;

describe('/api/data-export.php: the member’s data as a zip, by mailed link', () => {
  let ctx: TestContext;
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-export-test-'));
    ctx = await createTestApp({ profiles: 3, config: { mediaDir } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const sendMessage = (cookie: string, profileId: string, body: string) =>
    call('POST', '/api/chat.php', cookie, { profile_id: profileId, body, nonce: randomUUID() });
  const status = async (cookie: string) =>
    (await call('GET', '/api/data-export-status.php', cookie)).json().export;

  /** A member with a photo, a message sent and one received, and a credits entry. */
  async function memberWithHistory() {
    const member = await activeMember(ctx.app);
    const friend = await activeMember(ctx.app);
    const jpeg = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#20a060' },
    })
      .jpeg()
      .toBuffer();
    const body = multipart(jpeg, 'me.jpg', 'image/jpeg');
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload: body.payload,
      headers: { ...body.headers, cookie: member.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    expect(
      (await sendMessage(member.cookie, friend.profileId, 'Hoi, hoe gaat het?')).statusCode,
    ).toBe(201);
    expect(
      (await sendMessage(friend.cookie, member.profileId, 'Goed! Zin in koffie?')).statusCode,
    ).toBe(201);
    await ctx.app.db
      .insertInto('credit_ledger')
      .values({
        user_id: member.userId,
        amount: 50,
        reason: 'purchase',
        reference: `test-payment:${member.userId}`,
        created_at: ctx.clock.now.toISOString(),
      })
      .execute();
    await ctx.app.jobs.drain();
    return { member, friend, photoId: uploaded.json().photo.id as string };
  }

  it('prepares a zip with data.json (messages sent and received, ledger) and the photo file', async () => {
    const { member, friend, photoId } = await memberWithHistory();
    const pack = await ctx.app.db
      .selectFrom('credit_packages')
      .select('id')
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .insertInto('direct_debit_requests')
      .values({
        user_id: member.userId,
        package_id: pack.id,
        idempotency_key: 'export-test-key',
        account_holder: 'S. de Vries',
        iban: 'NL91ABNA0417164300',
        street: 'Dorpsstraat',
        house_number: '1',
        postcode: '1234 AB',
        city: 'Utrecht',
        phone: '+31612345678',
        language: 'nl',
        consent_text: 'ik stem in',
        code_hash: 'secret-hash',
        attempts: 0,
        status: 'awaiting_code',
        expires_at: ctx.clock.now.toISOString(),
        created_at: ctx.clock.now.toISOString(),
      })
      .execute();
    // A consent given and withdrawn an hour later: both times are in the export.
    const given = ctx.clock.now.toISOString();
    const consent = { sexuality: 'bi', consents: { sexuality: true } };
    expect((await call('PUT', '/api/my-profile.php', member.cookie, consent)).statusCode).toBe(200);
    ctx.clock.advance(3_600_000);
    const withdrawal = { consents: { sexuality: false } };
    expect((await call('PUT', '/api/my-profile.php', member.cookie, withdrawal)).statusCode).toBe(
      200,
    );
    const started = await call('POST', '/api/data-export.php', member.cookie);
    expect(started.json().export).toMatchObject({ status: 'preparing', expires_at: null });
    // Asked again while it is prepared: the same export, no second job.
    expect((await call('POST', '/api/data-export.php', member.cookie)).json().export).toEqual(
      started.json().export,
    );
    await ctx.app.jobs.drain();
    const ready = await status(member.cookie);
    expect(ready).toMatchObject({
      status: 'ready',
      expires_at: new Date(ctx.clock.now.getTime() + 7 * DAY).toISOString(),
    });
    expect(ready.size).toBeGreaterThan(0);

    const token = await mailedToken(ctx.app, member.email);
    const download = await call('GET', `/api/data-export.php?token=${token}`, member.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-.*\.zip"$/,
    );
    const entries = await unzip(download.rawPayload);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({ id: member.userId, email: member.email });
    expect(data.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ body: 'Hoi, hoe gaat het?', direction: 'sent' }),
        expect.objectContaining({
          body: 'Goed! Zin in koffie?',
          direction: 'received',
          sender_profile_id: Number(friend.profileId),
        }),
      ]),
    );
    expect(data.credits_ledger).toEqual([
      expect.objectContaining({
        amount: 50,
        reason: 'purchase',
        reference: `test-payment:${member.userId}`,
      }),
    ]);
    expect(data.direct_debit_requests).toEqual([
      expect.objectContaining({ iban: 'NL91ABNA0417164300', phone: '+31612345678' }),
    ]);
    expect(JSON.stringify(data.direct_debit_requests)).not.toMatch(/secret-hash/);
    expect(data.payment_mandates).toEqual([]);
    expect(data.consents).toEqual([
      {
        purpose: 'sexuality',
        wording: 'sexuality-v1',
        given_at: given,
        withdrawn_at: ctx.clock.now.toISOString(),
      },
    ]);
    expect(data.photos).toEqual([
      expect.objectContaining({ id: Number(photoId), file: `photos/${photoId}.jpg` }),
    ]);
    const photo = entries.get(`photos/${photoId}.jpg`)!;
    expect((await sharp(photo).metadata()).format).toBe('jpeg');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data.sessions)).not.toMatch(/id_hash/);
    // Without a token the owner's session fetches the latest ready export too.
    expect((await call('GET', '/api/data-export.php', member.cookie)).statusCode).toBe(200);
  });

  it('reads a large account in pages: every message is in data.json', async () => {
    const { member, friend } = await memberWithHistory();
    const [conversation] = await ctx.app.db
      .selectFrom('conversation_members')
      .select('conversation_id')
      .where('profile_id', '=', Number(member.profileId))
      .execute();
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      conversation_id: conversation!.conversation_id,
      sender_profile_id: Number(i % 2 ? member.profileId : friend.profileId),
      kind: 'text' as const,
      body: `bericht ${i}`,
      credits_spent: 0,
      created_at: ctx.clock.now.toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await ctx.app.db
        .insertInto('messages')
        .values(rows.slice(i, i + 200))
        .execute();
    await call('POST', '/api/data-export.php', member.cookie);
    await ctx.app.jobs.drain();
    const token = await mailedToken(ctx.app, member.email);
    const download = await call('GET', `/api/data-export.php?token=${token}`, member.cookie);
    const data = JSON.parse((await unzip(download.rawPayload)).get('data.json')!.toString('utf8'));
    expect(data.messages).toHaveLength(1202);
    expect(data.messages.at(-1)).toMatchObject({ body: 'bericht 1199', direction: 'sent' });
  });

  it('refuses another member, a visitor and unknown tokens; an expired link is gone with its file', async () => {
    const { member, friend } = await memberWithHistory();
    await call('POST', '/api/data-export.php', member.cookie);
    await ctx.app.jobs.drain();
    const token = await mailedToken(ctx.app, member.email);
    const asFriend = await call('GET', `/api/data-export.php?token=${token}`, friend.cookie);
    expect(asFriend.statusCode).toBe(302);
    expect(asFriend.headers.location).toBe('/notifications?export=link_expired#data-export');
    // The friend's own (absent) export is not the member's either.
    expect((await call('GET', '/api/data-export.php', friend.cookie)).statusCode).toBe(302);
    const asVisitor = await call('GET', `/api/data-export.php?token=${token}`);
    expect(asVisitor.statusCode).toBe(302);
    expect(asVisitor.headers.location).toBe('/login');
    const unknown = await call('GET', '/api/data-export.php?token=not-a-token', member.cookie);
    expect(unknown.headers.location).toBe('/notifications?export=link_expired#data-export');

    const row = await ctx.app.db
      .selectFrom('data_exports')
      .select('file_key')
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(await ctx.app.mediaStore.exists(row.file_key!)).toBe(true);
    ctx.clock.advance(7 * DAY + 1000);
    // A week without use ended the session as well: the member logs in again.
    const again = await login(ctx.app, member.email, 'secret-password');
    const late = await call('GET', `/api/data-export.php?token=${token}`, again);
    expect(late.headers.location).toBe('/notifications?export=link_expired#data-export');
    await ctx.app.jobs.drain();
    expect(await ctx.app.mediaStore.exists(row.file_key!)).toBe(false);
    expect(await status(again)).toBeNull();
  });

  it('prepares one export for requests at the same moment', async () => {
    const member = await activeMember(ctx.app);
    // The first request's job starts at once; its zip is held back from the store until the
    // three answers are in, so that all three come while that export is being prepared.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const putFile = ctx.app.mediaStore.putFile.bind(ctx.app.mediaStore);
    const store = jest
      .spyOn(ctx.app.mediaStore, 'putFile')
      .mockImplementation(async (...args) => held.then(() => putFile(...args)));
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(() => call('POST', '/api/data-export.php', member.cookie)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => answer.json().export.status)).toEqual([
        'preparing',
        'preparing',
        'preparing',
      ]);
      const rows = await ctx.app.db
        .selectFrom('data_exports')
        .select('status')
        .where('user_id', '=', member.userId)
        .execute();
      expect(rows).toEqual([{ status: 'preparing' }]);
    } finally {
      release();
    }
    await ctx.app.jobs.drain();
    store.mockRestore();
    expect((await status(member.cookie)).status).toBe('ready');
  });

  it('needs a session to ask for an export', async () => {
    expect((await call('POST', '/api/data-export.php')).statusCode).toBe(403);
    expect((await call('GET', '/api/data-export-status.php')).statusCode).toBe(403);
    const member = await activeMember(ctx.app);
    expect(await status(member.cookie)).toBeNull();
  });
});
