import { generateSync } from 'otplib';
import { seedDatabase } from '../src/db/seed/seed';
import { STAFF_DEMO } from '../src/db/seed/staff-demo';
import { StaffRepository } from '../src/modules/staff/staff.repository';
import { TEST_MEDIA_DIR, activeMember, createTestApp, login, type TestContext } from './helper';
import { StaffBrowser, listenBoth, staffAccount, type StaffAccountForTest } from './staff-kit';

interface Item {
  id: string;
  kind: string;
  reason: string;
  source: string;
  subject: { profileId: string; name: string } | null;
  holder: { name: string } | null;
}

describe("the moderators' inbox: items, claims, decisions and undo", () => {
  let ctx: TestContext;
  let member: string;
  let staff: string;
  let mia: StaffBrowser;
  let noor: StaffBrowser;
  let miaAccount: StaffAccountForTest;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ member, staff } = await listenBoth(ctx.app));
    miaAccount = await staffAccount(ctx, ['moderator'], 'Mia');
    mia = new StaffBrowser(staff);
    await mia.signIn(miaAccount);
    noor = new StaffBrowser(staff);
    await noor.signIn(await staffAccount(ctx, ['moderator'], 'Noor'));
  });
  afterAll(() => ctx.close());

  const inbox = async (browser = mia, kind?: string) => {
    const answer = await browser.call('GET', `/staff-api/queue${kind ? `?kind=${kind}` : ''}`);
    expect(answer.status).toBe(200);
    return answer.body as unknown as {
      items: Item[];
      counts: Record<string, number>;
      oldestAgeSeconds: number | null;
    };
  };

  /** A fresh member reported by the demo member; returns the scammer and the item. */
  async function reportedMember(reason = 'scam') {
    const scammer = await activeMember(ctx.app);
    const reporter = await login(ctx.app);
    const report = await ctx.app.inject({
      method: 'POST',
      url: '/api/report.php',
      headers: { cookie: reporter },
      payload: { profile_id: scammer.profileId, reason, text: 'Asked me for money on day one.' },
    });
    expect(report.statusCode).toBe(200);
    const items = (await inbox()).items;
    const item = items.find((one) => one.subject?.profileId === scammer.profileId)!;
    return { scammer, item };
  }

  it('lists reports, notices and pending photos oldest first, with their age and source', async () => {
    const { scammer, item } = await reportedMember();
    expect(item).toMatchObject({
      kind: 'profile_report',
      reason: 'scam',
      source: 'member',
      holder: null,
      subject: { profileId: scammer.profileId },
    });
    const notice = await ctx.app.inject({
      method: 'POST',
      url: '/api/complaint.php',
      payload: {
        category: 'fake_profile_or_scam',
        target: scammer.profileId,
        explanation: 'This profile uses photos of a well-known actress and asks for money.',
        email: 'anna@example.nl',
        good_faith: true,
        language: 'nl',
        idempotency_key: `moderation-notice-${Math.random().toString(36).slice(2, 10)}`,
      },
    });
    expect(notice.statusCode).toBe(201);
    ctx.clock.advance(90_000);
    const listed = await inbox();
    const complaint = listed.items.find((one) => one.kind === 'complaint')!;
    expect(complaint).toMatchObject({ source: 'visitor', reason: 'fake_profile_or_scam' });
    expect(listed.counts).toMatchObject({ profile_report: 1, complaint: 1 });
    expect(listed.oldestAgeSeconds).toBe(90);
    expect(listed.items.map((one) => one.id)).toEqual([item.id, complaint.id]);
    // Listed again, nothing is listed twice.
    expect((await inbox()).items).toHaveLength(2);
    expect((await inbox(mia, 'complaint')).items.map((one) => one.id)).toEqual([complaint.id]);
  });

  it('is for moderators: another role, a member or the member listener get nothing', async () => {
    ctx.clock.advance(60_000);
    const support = new StaffBrowser(staff);
    await support.signIn(await staffAccount(ctx, ['support', 'finance']));
    const refused = await support.call('GET', '/staff-api/queue');
    expect([refused.status, refused.body.code]).toEqual([403, 'staff_role_required']);
    const asMember = await new StaffBrowser(staff).call('GET', '/staff-api/queue', undefined, {
      cookie: await login(ctx.app),
    });
    expect(asMember.status).toBe(401);
    expect(
      (await fetch(`${member}/staff-api/queue`, { headers: { cookie: mia.cookie } })).status,
    ).toBe(404);
  });

  it('gives an item to one moderator at a time, until the lease runs out', async () => {
    const { item } = await reportedMember('spam');
    const claimed = await mia.call('POST', `/staff-api/queue/${item.id}/claim`);
    expect(claimed.status).toBe(200);
    expect(claimed.body.holder).toMatchObject({ name: 'Mia' });
    const taken = await noor.call('POST', `/staff-api/queue/${item.id}/claim`);
    expect([taken.status, taken.body.code, taken.body.params]).toEqual([
      409,
      'item_claimed',
      { holder: 'Mia' },
    ]);
    expect((await inbox(noor)).items.find((one) => one.id === item.id)!.holder).toMatchObject({
      name: 'Mia',
    });
    // Noor cannot decide what Mia holds.
    const decide = await noor.call('POST', `/staff-api/queue/${item.id}/decision`, {
      action: 'dismiss',
      text: 'Nothing against the terms here.',
    });
    expect([decide.status, decide.body.code]).toEqual([409, 'claim_required']);
    ctx.clock.advance(5 * 60_000 + 1);
    expect((await noor.call('POST', `/staff-api/queue/${item.id}/claim`)).status).toBe(200);
    expect((await noor.call('POST', `/staff-api/queue/${item.id}/release`)).status).toBe(204);
    expect((await mia.call('POST', `/staff-api/queue/${item.id}/claim`)).status).toBe(200);
  });

  it('suspends a member with a ground: sessions end, the profile leaves search, sign-in is refused; undo restores it', async () => {
    const { scammer, item } = await reportedMember('scam');
    await mia.call('POST', `/staff-api/queue/${item.id}/claim`);
    const noGround = await mia.call('POST', `/staff-api/queue/${item.id}/decision`, {
      action: 'suspend',
      days: 7,
      text: 'Asked three members for money within an hour.',
    });
    expect([noGround.status, noGround.body.code]).toEqual([400, 'validation_failed']);
    const decided = await mia.call('POST', `/staff-api/queue/${item.id}/decision`, {
      action: 'suspend',
      ground: 'scam',
      days: 7,
      text: 'Asked three members for money within an hour.',
    });
    expect(decided.status).toBe(200);
    const profileStatus = async () =>
      (
        await ctx.app.db
          .selectFrom('profiles')
          .select('status')
          .where('id', '=', Number(scammer.profileId))
          .executeTakeFirstOrThrow()
      ).status;
    expect(await profileStatus()).toBe('restricted');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: scammer.cookie },
    });
    expect(me.json().user ?? null).toBeNull();
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: scammer.email, password: 'secret-password' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({
      code: 'account_suspended',
      params: { until: '2026-06-08' },
    });
    expect((await inbox()).items.some((one) => one.id === item.id)).toBe(false);
    const again = await mia.call('POST', `/staff-api/queue/${item.id}/decision`, {
      action: 'dismiss',
      text: 'Nothing against the terms here.',
    });
    expect([again.status, again.body.code]).toEqual([409, 'item_closed']);

    const audit = await new StaffRepository(ctx.app.db).auditOf('profile', scammer.profileId);
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['moderation.decided', miaAccount.email],
    ]);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({
      action: 'suspend',
      ground: 'scam',
      days: 7,
      role: 'moderator',
    });

    const undone = await mia.call('POST', `/staff-api/decisions/${decided.body.decisionId}/undo`);
    expect(undone.status).toBe(204);
    expect(await profileStatus()).toBe('active');
    const back = (await inbox()).items.find((one) => one.id === item.id)!;
    expect(back.holder).toMatchObject({ name: 'Mia' });
    const signInAgain = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: scammer.email, password: 'secret-password' },
    });
    expect(signInAgain.statusCode).toBe(200);
  });

  it('lets its maker undo a decision within ten seconds only', async () => {
    const { item } = await reportedMember('spam');
    await mia.call('POST', `/staff-api/queue/${item.id}/claim`);
    const decided = await mia.call('POST', `/staff-api/queue/${item.id}/decision`, {
      action: 'hide_profile',
      ground: 'spam',
      text: 'Sends the same link to everyone.',
    });
    expect(decided.status).toBe(200);
    const byOther = await noor.call('POST', `/staff-api/decisions/${decided.body.decisionId}/undo`);
    expect([byOther.status, byOther.body.code]).toEqual([409, 'undo_expired']);
    ctx.clock.advance(10_001);
    const late = await mia.call('POST', `/staff-api/decisions/${decided.body.decisionId}/undo`);
    expect([late.status, late.body.code]).toEqual([409, 'undo_expired']);
  });

  it('approves or removes a pending photo, and shows a moderator the photo and its profile', async () => {
    const owner = await activeMember(ctx.app);
    const image = await ctx.app.db
      .insertInto('images')
      .values({
        profile_id: Number(owner.profileId),
        filename: 'u/none/pending.jpg',
        thumb_filename: 'u/none/pending_t.jpg',
        match_filename: 'u/none/pending_m.jpg',
        status: 'pending',
        locked: 0,
        position: 0,
        created_at: ctx.clock.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = (await inbox(mia, 'photo')).items.find(
      (one) => one.subject?.profileId === owner.profileId,
    )!;
    expect(item).toMatchObject({ kind: 'photo', source: 'upload', reason: 'pending_photo' });
    const detail = await mia.call('GET', `/staff-api/queue/${item.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      photoId: String(image.id),
      profile: {
        id: owner.profileId,
        photos: [{ id: String(image.id), status: 'pending', url: `/staff-api/photos/${image.id}` }],
      },
    });
    await mia.call('POST', `/staff-api/queue/${item.id}/claim`);
    const approved = await mia.call('POST', `/staff-api/queue/${item.id}/decision`, {
      action: 'dismiss',
      text: 'A normal portrait, nothing against the terms.',
    });
    expect(approved.status).toBe(200);
    const row = await ctx.app.db
      .selectFrom('images')
      .select('status')
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    const audit = await new StaffRepository(ctx.app.db).auditOf('profile', owner.profileId);
    expect(audit.map((one) => one.action)).toEqual([
      'moderation.viewed_item',
      'moderation.decided',
    ]);
  });
});

describe("the development seed's console", () => {
  let ctx: TestContext;
  let staff: string;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    await seedDatabase(ctx.app.db, {
      profiles: 8,
      mediaDir: TEST_MEDIA_DIR,
      store: ctx.app.mediaStore,
      photoPool: 6,
      staffDemo: true,
    });
    ({ staff } = await listenBoth(ctx.app));
  });
  afterAll(() => ctx.close());

  it('has an admin with the README login and work waiting in the inbox', async () => {
    const admin = new StaffBrowser(staff);
    const signedIn = await admin.signIn({
      id: 0,
      email: STAFF_DEMO.email,
      password: STAFF_DEMO.password,
      code: () =>
        generateSync({
          secret: STAFF_DEMO.totpSecret,
          epoch: Math.floor(ctx.clock.now.getTime() / 1000),
        }),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.roles).toEqual(['admin', 'moderator', 'operator', 'support', 'finance']);
    const inbox = await admin.call('GET', '/staff-api/queue');
    expect(inbox.body.counts).toEqual({ profile_report: 2, complaint: 1, photo: 1 });
  });
});
