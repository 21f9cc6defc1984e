import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { RecurringScheduler } from '../src/modules/jobs/recurring-scheduler';
import { RETENTION_LIMITS, RetentionService } from '../src/modules/retention/retention.service';
import { DAY, HOUR, MINUTE } from '../src/lib/time';
import { insertPaymentHistory } from './payments-kit';
import { uploadPhoto } from './photo-upload';
import {
  activeMember,
  createTestApp,
  login,
  mailedToken,
  multipart,
  type TestContext,
} from './helper';

type Member = Awaited<ReturnType<typeof activeMember>>;

/** An app with a media folder of its own, so the test sees exactly the files it made. */
function retentionApp() {
  const state = {} as { ctx: TestContext; mediaDir: string };
  beforeAll(async () => {
    state.mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'));
    state.ctx = await createTestApp({
      profiles: 3,
      captureLogs: true,
      config: { mediaDir: state.mediaDir },
    });
  });
  afterAll(async () => {
    await state.ctx.close();
    fs.rmSync(state.mediaDir, { recursive: true, force: true });
  });
  return state;
}

/** Every file under the media folder that belongs to a profile's uploads or chat images. */
function filesOf(mediaDir: string, profileId: string): string[] {
  return ['u', 'private/u', 'private/c', 'private/v', 'private/originals/u', 'private/originals/c']
    .map((dir) => path.join(mediaDir, dir, profileId))
    .flatMap((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []));
}

const jpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#c06040' } })
    .jpeg()
    .toBuffer();

describe('retention: what a deleted account leaves (decision 0167)', () => {
  const state = retentionApp();
  let ctx: TestContext;
  let leaver: Member;
  let partner: Member;
  let conversationId: string;
  let paymentId: number;
  let paidAt: Date;
  let ledgerRows: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const rows = async (
    table:
      | 'push_subscriptions'
      | 'sessions'
      | 'user_tokens'
      | 'notification_preferences'
      | 'payments'
      | 'credit_ledger',
  ) =>
    Number(
      (
        await ctx.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', leaver.userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const profile = () =>
    ctx.app.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', Number(leaver.profileId))
      .executeTakeFirstOrThrow();
  const bodies = (member: Member) =>
    ctx.app.db
      .selectFrom('messages')
      .select(['kind', 'body'])
      .where('sender_profile_id', '=', Number(member.profileId))
      .orderBy('id')
      .execute();
  const byProfile = async (table: 'images' | 'chat_images' | 'likes') => {
    const column =
      table === 'images'
        ? 'profile_id'
        : table === 'chat_images'
          ? 'uploader_profile_id'
          : 'from_profile_id';
    return ctx.app.db
      .selectFrom(table)
      .select('id')
      .where(column, '=', Number(leaver.profileId))
      .execute();
  };
  /** What the sweeps logged, in order. */
  const sweepLogs = () =>
    ctx.logs.filter((line) => line.msg === 'retention sweep').map((line) => line.retention);

  beforeAll(async () => {
    ({ ctx } = state);
    [leaver, partner] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    for (const member of [leaver, partner]) {
      await ctx.app.db
        .updateTable('users')
        .set({ paid_user: 1, credits: 100 })
        .where('id', '=', member.userId)
        .execute();
    }
    const put = await call('PUT', '/api/my-profile.php', leaver.cookie, {
      about: 'Ik hou van fietsen langs de Amstel.',
    });
    expect(put.statusCode).toBe(200);
    expect((await uploadPhoto(ctx, leaver.cookie, await jpeg())).statusCode).toBe(201);
    // A verification selfie waiting for a moderator.
    await call('POST', '/api/verification-pose.php', leaver.cookie);
    const selfie = multipart(await jpeg(), 'selfie.jpg', 'image/jpeg', 'selfie');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/verification.php',
      payload: selfie.payload,
      headers: { ...selfie.headers, cookie: leaver.cookie },
    });
    expect(sent.statusCode).toBe(201);
    const text = (from: Member, to: Member, body: string) =>
      call('POST', '/api/chat.php', from.cookie, {
        profile_id: to.profileId,
        body,
        nonce: randomUUID(),
      });
    const first = await text(leaver, partner, 'Hallo, ik ben Noor uit Amsterdam');
    expect(first.statusCode).toBe(201);
    conversationId = first.json().conversation_id;
    expect((await text(partner, leaver, 'Hoi Noor!')).statusCode).toBe(201);
    const image = multipart(await jpeg(), 'a.jpg', 'image/jpeg', 'image');
    const sentImage = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat-image.php?profile_id=${partner.profileId}&nonce=${randomUUID()}`,
      payload: image.payload,
      headers: { ...image.headers, cookie: leaver.cookie },
    });
    expect(sentImage.statusCode).toBe(201);
    await call('POST', '/api/like.php', leaver.cookie, { profile_id: partner.profileId });
    await ctx.app.db
      .insertInto('push_subscriptions')
      .values({
        user_id: leaver.userId,
        endpoint: 'https://push.example/abc',
        p256dh: 'key',
        auth: 'auth',
        created_at: ctx.clock.now.toISOString(),
      })
      .execute();
    await call('PUT', '/api/notifications.php', leaver.cookie, { promotions: false });
    paidAt = ctx.clock.now;
    const at = paidAt.toISOString();
    paymentId = await insertPaymentHistory(ctx.app, {
      user_id: leaver.userId,
      method: 'ideal',
      credits: 100,
      amount_cents: 1999,
      status: 'completed',
      created_at: at,
    });
    await ctx.app.db
      .insertInto('credit_ledger')
      .values({
        user_id: leaver.userId,
        amount: 100,
        reason: 'purchase',
        reference: `payment:${paymentId}`,
        created_at: at,
      })
      .execute();
    await ctx.app.jobs.drain();
    expect(filesOf(state.mediaDir, leaver.profileId).length).toBeGreaterThanOrEqual(5);
    // The purchase, and what the messages cost.
    ledgerRows = await rows('credit_ledger');
    expect(ledgerRows).toBeGreaterThan(1);

    const deleted = await call('POST', '/api/account-delete.php', leaver.cookie, {
      password: 'secret-password',
      reasons: [],
      comment: 'Ik heb iemand ontmoet',
    });
    expect(deleted.json()).toEqual({ ok: true });
    await ctx.app.jobs.drain();
  });

  it('erases nothing while the grace period runs', async () => {
    const files = filesOf(state.mediaDir, leaver.profileId);
    ctx.clock.advance(14 * DAY - MINUTE);
    expect(await ctx.app.jobs.schedule()).toEqual(['retention.sweep']);
    await ctx.app.jobs.drain();
    expect(sweepLogs().at(-1)).toMatchObject({ accounts: 0, finished: true });

    expect(filesOf(state.mediaDir, leaver.profileId)).toEqual(files);
    expect((await profile()).about).toBe('Ik hou van fietsen langs de Amstel.');
    expect(await bodies(leaver)).toEqual([
      { kind: 'text', body: 'Hallo, ik ben Noor uit Amsterdam' },
      { kind: 'image', body: null },
    ]);
    expect(await byProfile('chat_images')).toHaveLength(1);
    expect(await rows('push_subscriptions')).toBe(1);
  });

  it('erases the profile, photos, message text, chat images and the rest once it has ended; the books stay without the person', async () => {
    // To the next daily run after the end of the grace period.
    ctx.clock.advance(15 * HOUR + 2 * MINUTE);
    expect(await ctx.app.jobs.schedule()).toEqual(['retention.sweep']);
    await ctx.app.jobs.drain();
    expect(sweepLogs().at(-1)).toMatchObject({
      accounts: 1,
      photos: 1,
      chatImages: 1,
      messages: 2,
      pushSubscriptions: 1,
      likes: 1,
      failed: 0,
      payments: 0,
      finished: true,
    });

    expect(filesOf(state.mediaDir, leaver.profileId)).toEqual([]);
    expect(await profile()).toMatchObject({
      name: '',
      about: null,
      city: null,
      lat: null,
      main_image_id: null,
      status: 'disabled',
    });
    expect(await byProfile('images')).toEqual([]);
    const verifications = await ctx.app.db
      .selectFrom('verification_requests')
      .select('id')
      .where('profile_id', '=', Number(leaver.profileId))
      .execute();
    expect(verifications).toEqual([]);
    expect(await byProfile('chat_images')).toEqual([]);
    expect(await byProfile('likes')).toEqual([]);
    expect(await bodies(leaver)).toEqual([
      { kind: 'text', body: null },
      { kind: 'image', body: null },
    ]);
    // The other member's words and the conversation stay theirs.
    expect(await bodies(partner)).toEqual([{ kind: 'text', body: 'Hoi Noor!' }]);
    const cookie = await login(ctx.app, partner.email, 'secret-password');
    const opened = await call('GET', `/api/chat.php?id=${conversationId}`, cookie);
    expect(opened.json().conversation.messages.map((m: { body: unknown }) => m.body)).toEqual([
      null,
      'Hoi Noor!',
      null,
    ]);
    for (const table of ['push_subscriptions', 'sessions', 'user_tokens'] as const) {
      expect({ table, rows: await rows(table) }).toEqual({ table, rows: 0 });
    }
    expect(await rows('notification_preferences')).toBe(0);

    const user = await ctx.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', leaver.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: `erased-${leaver.userId}@invalid`, password_hash: '' });
    const deletion = await ctx.app.db
      .selectFrom('account_deletions')
      .selectAll()
      .where('user_id', '=', leaver.userId)
      .executeTakeFirstOrThrow();
    expect(deletion.comment).toBeNull();
    expect(deletion.erased_at).toBe(ctx.clock.now.toISOString());
    // Kept for the tax authorities: what was paid, not by whom.
    const payment = await ctx.app.db
      .selectFrom('payments')
      .select(['amount_cents', 'status', 'return_to', 'checkout_url'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({
      amount_cents: 1999,
      status: 'completed',
      return_to: null,
      checkout_url: null,
    });
    expect(await rows('credit_ledger')).toBe(ledgerRows);
    // The address is free again, and no link brings the account back.
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/reactivate.php',
      payload: { email: leaver.email },
    });
    expect(resend.json()).toEqual({ ok: true });
    await expect(mailedToken(ctx.app, leaver.email)).rejects.toThrow('no mail');
  });

  it('changes nothing more when it runs again', async () => {
    const before = {
      profile: await profile(),
      bodies: await bodies(leaver),
      payments: await rows('payments'),
    };
    await ctx.app.retention.sweep({});
    expect(sweepLogs().at(-1)).toMatchObject({
      accounts: 0,
      messages: 0,
      payments: 0,
      ledgerRows: 0,
    });
    expect({
      profile: await profile(),
      bodies: await bodies(leaver),
      payments: await rows('payments'),
    }).toEqual(before);
  });

  it('deletes the payments and the ledger seven years after the payment', async () => {
    const sevenYears = new Date(paidAt);
    sevenYears.setUTCFullYear(paidAt.getUTCFullYear() + 7);
    ctx.clock.now = new Date(sevenYears.getTime() - MINUTE);
    await ctx.app.retention.sweep({});
    expect(await rows('payments')).toBe(1);
    expect(await rows('credit_ledger')).toBe(ledgerRows);
    ctx.clock.advance(2 * MINUTE);
    await ctx.app.retention.sweep({});
    expect(sweepLogs().at(-1)).toMatchObject({ payments: 1, ledgerRows, finished: true });
    expect(await rows('payments')).toBe(0);
    expect(await rows('credit_ledger')).toBe(0);
  });
});

describe('retention: the grace period', () => {
  const state = retentionApp();

  it('leaves a reactivated account whole, chat images too', async () => {
    const { ctx } = state;
    const [member, partner] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    await ctx.app.db
      .updateTable('users')
      .set({ paid_user: 1, credits: 50 })
      .where('id', '=', member.userId)
      .execute();
    const image = multipart(await jpeg(), 'a.jpg', 'image/jpeg', 'image');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat-image.php?profile_id=${partner.profileId}&nonce=${randomUUID()}`,
      payload: image.payload,
      headers: { ...image.headers, cookie: member.cookie },
    });
    await ctx.app.jobs.drain();
    const files = filesOf(state.mediaDir, member.profileId);
    expect(files.length).toBeGreaterThanOrEqual(2);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      payload: { password: 'secret-password', reasons: [] },
      headers: { cookie: member.cookie },
    });
    await ctx.app.jobs.drain();
    ctx.clock.advance(10 * DAY);
    const token = await mailedToken(ctx.app, member.email);
    const back = await ctx.app.inject({ url: `/api/reactivate.php?token=${token}` });
    expect(back.headers.location).toBe('/?reactivated=1');
    // Past the deletion's grace period: a reactivated account is not the sweep's.
    ctx.clock.advance(10 * DAY);
    await ctx.app.retention.sweep({});
    expect(filesOf(state.mediaDir, member.profileId)).toEqual(files);
    // The session of the reactivation has ended meanwhile (idle): a new one.
    const cookie = await login(ctx.app, member.email, 'secret-password');
    const own = await ctx.app.inject({
      url: `/api/chat.php?id=${sent.json().conversation_id}`,
      headers: { cookie },
    });
    expect(own.json().conversation.messages).toEqual([
      expect.objectContaining({ kind: 'image', image_status: 'ready' }),
    ]);
  });
});

describe('retention: the daily schedule', () => {
  const state = retentionApp();
  const sweeps = () =>
    state.ctx.app.db
      .selectFrom('jobs')
      .select(['status', 'payload', 'run_at'])
      .where('name', '=', 'retention.sweep')
      .orderBy('id')
      .execute();
  const schedule = () =>
    state.ctx.app.db
      .selectFrom('recurring_jobs')
      .selectAll()
      .where('name', '=', 'retention.sweep')
      .executeTakeFirstOrThrow();

  it('writes the sweep once a day, once however many instances look, and goes on after a restart', async () => {
    const { ctx } = state;
    // The app's clock starts at 2026-06-01T12:00Z: the first run is the next 03:00 UTC.
    expect((await schedule()).next_run_at).toBe('2026-06-02T03:00:00.000Z');
    expect(await ctx.app.jobs.schedule()).toEqual([]);
    ctx.clock.advance(15 * HOUR);
    // Another instance, or this one after a restart: the same row, not a second schedule.
    const other = new RecurringScheduler(
      ctx.app.db,
      ctx.app.unitOfWork,
      () => ctx.clock.now,
      ctx.app.log,
    );
    const written = await Promise.all([ctx.app.jobs.schedule(), other.tick(), other.tick()]);
    expect(written.flat()).toEqual(['retention.sweep']);
    expect((await schedule()).next_run_at).toBe('2026-06-03T03:00:00.000Z');
    await ctx.app.jobs.drain();
    expect(await sweeps()).toEqual([expect.objectContaining({ status: 'done', payload: '{}' })]);
    // Days without an instance up: one run, then the next day's.
    ctx.clock.advance(3 * DAY);
    expect(await ctx.app.jobs.schedule()).toEqual(['retention.sweep']);
    expect(await ctx.app.jobs.schedule()).toEqual([]);
    expect((await schedule()).next_run_at).toBe('2026-06-06T03:00:00.000Z');
    await ctx.app.jobs.drain();
    expect((await sweeps()).map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('stops at its deadline and writes a follow-up that goes on where it stopped', async () => {
    const { ctx } = state;
    const members = [
      await activeMember(ctx.app),
      await activeMember(ctx.app),
      await activeMember(ctx.app),
    ];
    for (const member of members) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/account-delete.php',
        payload: { password: 'secret-password', reasons: [] },
        headers: { cookie: member.cookie },
      });
    }
    ctx.clock.advance(15 * DAY);
    const erased = async () =>
      (
        await ctx.app.db
          .selectFrom('account_deletions')
          .select('erased_at')
          .where(
            'user_id',
            'in',
            members.map((member) => member.userId),
          )
          .execute()
      ).filter((row) => row.erased_at !== null).length;
    // A deadline already passed: one account a run, the rest by follow-ups.
    const hurried = new RetentionService(
      ctx.app.db,
      ctx.app.unitOfWork,
      ctx.app.mediaStore,
      ctx.app.chatImages,
      () => ctx.clock.now,
      ctx.app.log,
      { ...RETENTION_LIMITS, runMs: 0 },
    );
    const before = (await sweeps()).length;
    expect((await hurried.sweep({})).accounts).toBe(1);
    expect(await erased()).toBe(1);
    const [followUp] = (await sweeps()).slice(before);
    expect(JSON.parse(followUp!.payload)).toEqual({ round: 1, after: expect.any(Number) });
    await ctx.app.jobs.drain();
    expect(await erased()).toBe(3);
  });
});
