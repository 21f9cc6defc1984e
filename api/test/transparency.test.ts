import { activeMember, createTestApp, login, type TestContext } from './helper';
import { StaffBrowser, listenBoth, staffAccount, type StaffAccountForTest } from './staff-kit';

const HOUR = 3_600_000;

describe('the transparency report', () => {
  let ctx: TestContext;
  let staff: string;
  let mia: StaffBrowser;
  let admin: StaffBrowser;
  let adminAccount: StaffAccountForTest;
  let miaAccount: StaffAccountForTest;
  /** Decision ids by the item they decided: a, b, c (reports and a notice), p (a photo). */
  const decided: Record<string, number> = {};

  const inbox = async () =>
    (await mia.call('GET', '/staff-api/queue')).body as unknown as {
      items: { id: string; kind: string; subject: { profileId: string } | null }[];
    };

  async function report(reason: string) {
    const subject = await activeMember(ctx.app);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/report.php',
      headers: { cookie: await login(ctx.app) },
      payload: { profile_id: subject.profileId, reason, text: 'Seen on the site today.' },
    });
    expect(answer.statusCode).toBe(200);
    return itemOf(subject.profileId);
  }

  async function notice() {
    const subject = await activeMember(ctx.app);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/complaint.php',
      payload: {
        category: 'fake_profile_or_scam',
        target: subject.profileId,
        explanation: 'This profile uses photos of a well-known actress and asks for money.',
        email: 'anna@example.nl',
        good_faith: true,
        language: 'nl',
        idempotency_key: `transparency-${Math.random().toString(36).slice(2, 10)}`,
      },
    });
    expect(answer.statusCode).toBe(201);
    return itemOf(subject.profileId);
  }

  async function pendingPhoto() {
    const owner = await activeMember(ctx.app);
    await ctx.app.db
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
      .execute();
    return itemOf(owner.profileId);
  }

  async function itemOf(profileId: string) {
    return (await inbox()).items.find((item) => item.subject?.profileId === profileId)!.id;
  }

  async function decide(item: string, body: Record<string, unknown>) {
    expect((await mia.call('POST', `/staff-api/queue/${item}/claim`)).status).toBe(200);
    const answer = await mia.call('POST', `/staff-api/queue/${item}/decision`, {
      text: 'The facts, as the member reads them.',
      ...body,
    });
    expect(answer.status).toBe(200);
    return Number(answer.body.decisionId);
  }

  /** Time passes; a staff session ends after 30 idle minutes, so both sign in again. */
  async function later(ms: number) {
    ctx.clock.advance(ms);
    expect((await mia.signIn(miaAccount)).status).toBe(200);
    expect((await admin.signIn(adminAccount)).status).toBe(200);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ staff } = await listenBoth(ctx.app));
    miaAccount = await staffAccount(ctx, ['moderator'], 'Mia');
    adminAccount = await staffAccount(ctx, ['admin'], 'Ada');
    mia = new StaffBrowser(staff);
    admin = new StaffBrowser(staff);
    await later(0);

    // 1 June 2026, 12:00 UTC: three reports of members, a visitor's notice, a new photo.
    const a = await report('scam');
    const c = await report('spam');
    const b = await notice();
    const p = await pendingPhoto();
    await later(2 * HOUR);
    decided.a = await decide(a, { action: 'suspend', ground: 'scam', days: 7 });
    await later(2 * HOUR);
    decided.b = await decide(b, { action: 'ban', ground: 'fake_or_impersonation' });
    // Undone within seconds: as if never decided.
    const undone = await decide(c, { action: 'hide_profile', ground: 'spam' });
    expect((await mia.call('POST', `/staff-api/decisions/${undone}/undo`)).status).toBe(204);
    await later(4 * HOUR);
    decided.c = await decide(c, { action: 'dismiss' });
    decided.p = await decide(p, { action: 'dismiss' });
    // Reversed since (as an appeal would), and one taken by automation.
    await ctx.app.db
      .updateTable('moderation_decisions')
      .set({ reversed_at: '2026-06-03T09:00:00.000Z' })
      .where('id', '=', decided.a)
      .execute();
    await ctx.app.db
      .updateTable('moderation_decisions')
      .set({ automated: 1 })
      .where('id', '=', decided.p)
      .execute();
    // 2 June: a report nobody decided yet; 4 June: one reported and decided, outside the range.
    await later(17 * HOUR);
    await report('offensive');
    await later(48 * HOUR);
    await decide(await report('spam'), { action: 'ban', ground: 'spam' });

    const appeal = (decisionId: number, createdAt: string, status: string, decidedAt?: string) =>
      ctx.app.db
        .insertInto('moderation_appeals')
        .values({
          decision_id: decisionId,
          profile_id: 1,
          text: 'I did nothing wrong.',
          created_at: createdAt,
          status: status as 'open',
          decided_at: decidedAt ?? null,
        })
        .execute();
    await appeal(decided.a, '2026-06-01T15:00:00.000Z', 'reversed', '2026-06-03T15:00:00.000Z');
    await appeal(decided.b, '2026-06-02T10:00:00.000Z', 'upheld', '2026-06-03T10:00:00.000Z');
    await appeal(decided.c, '2026-06-02T23:59:59.999Z', 'open');
    await appeal(decided.p, '2026-06-03T00:00:00.000Z', 'upheld', '2026-06-03T01:00:00.000Z');
  });
  afterAll(() => ctx.close());

  const reportOf = async (query: string, browser = admin) => {
    const answer = await browser.call('GET', `/staff-api/transparency?${query}`);
    expect(answer.status).toBe(200);
    return answer.body as Record<string, unknown>;
  };

  it('counts notices, actions, appeals and restrictions of the days asked for', async () => {
    const report = await reportOf('from=2026-06-01&to=2026-06-02');
    expect(report).toMatchObject({
      from: '2026-06-01',
      to: '2026-06-02',
      generatedAt: ctx.clock.now.toISOString(),
      notices: {
        total: 4,
        byKind: { profile_report: 3, message_report: 0, complaint: 1 },
        bySource: { member: 3, visitor: 1 },
      },
      ownInitiative: { photoReviews: 1 },
      actions: {
        total: 4,
        byGround: { scam: 1, fake_or_impersonation: 1, spam: 0, none: 2 },
        byKind: { suspend: 1, ban: 1, dismiss: 2, hide_profile: 0 },
        reversed: { total: 1, byGround: { scam: 1, none: 0 }, byKind: { suspend: 1, ban: 0 } },
        automated: 1,
        manual: 3,
        // Notices decided after 2, 4 and 8 hours; the photo is no notice.
        medianHoursNoticeToAction: 4,
      },
      appeals: {
        total: 3,
        byStatus: { open: 1, upheld: 1, reversed: 1 },
        // 48 and 24 hours; the open one is not decided.
        medianHoursToDecide: 36,
      },
      restrictions: { suspensions: 1, bans: 1 },
    });
    const notices = report.notices as { byCategory: Record<string, number> };
    expect(Object.entries(notices.byCategory).filter(([, n]) => n > 0)).toEqual([
      ['spam', 1],
      ['scam', 1],
      ['offensive', 1],
      ['fake_profile_or_scam', 1],
    ]);
    // Every known category is there, at zero when nothing came in.
    expect(notices.byCategory).toMatchObject({ underage: 0, privacy: 0, harassment: 0 });
  });

  it('has the same shape for days without anything, with no medians', async () => {
    const empty = await reportOf('from=2020-01-01&to=2020-12-31');
    expect(empty).toMatchObject({
      notices: { total: 0, bySource: { member: 0, visitor: 0 } },
      actions: { total: 0, medianHoursNoticeToAction: null, byKind: { ban: 0 } },
      appeals: {
        total: 0,
        byStatus: { open: 0, upheld: 0, reversed: 0 },
        medianHoursToDecide: null,
      },
      restrictions: { suspensions: 0, bans: 0 },
    });
    const full = await reportOf('from=2026-06-01&to=2026-06-30');
    expect(Object.keys(empty)).toEqual(Object.keys(full));
    expect(full).toMatchObject({
      notices: { total: 5 },
      actions: { total: 5, byKind: { ban: 2 } },
      appeals: { total: 4 },
      restrictions: { bans: 2 },
    });
  });

  it('gives the report as CSV rows section,key,value, as a download', async () => {
    const response = await fetch(
      `${staff}/staff-api/transparency/export?from=2026-06-01&to=2026-06-02&format=csv`,
      { headers: { cookie: admin.cookie } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="transparency-2026-06-01-2026-06-02.csv"',
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('section,key,value');
    expect(lines).toEqual(
      expect.arrayContaining([
        'report,from,2026-06-01',
        'notices,total,4',
        'notices.byCategory,fake_profile_or_scam,1',
        'notices.bySource,visitor,1',
        'ownInitiative,photoReviews,1',
        'actions.byGround,none,2',
        'actions.reversed.byKind,suspend,1',
        'actions,medianHoursNoticeToAction,4',
        'appeals.byStatus,upheld,1',
        'appeals,medianHoursToDecide,36',
        'restrictions,bans,1',
      ]),
    );
    const empty = await fetch(
      `${staff}/staff-api/transparency/export?from=2020-01-01&to=2020-01-01&format=csv`,
      { headers: { cookie: admin.cookie } },
    );
    expect((await empty.text()).split('\r\n')).toContain('actions,medianHoursNoticeToAction,');
  });

  it('records each reading in the audit', async () => {
    await reportOf('from=2026-01-01&to=2026-12-31');
    const audit = await admin.call('GET', '/staff-api/audit?action=transparency');
    const rows = (audit.body as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(rows[0]).toMatchObject({
      actor: adminAccount.email,
      action: 'transparency.exported',
      subjectType: 'transparency_report',
      subjectId: '2026-01-01..2026-12-31',
      detail: { from: '2026-01-01', to: '2026-12-31', format: 'json' },
    });
  });

  it('refuses days that are no dates and a range backwards, and is for admins only', async () => {
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01&to=2026-02-01',
      'from=2026-03-01',
      'from=yesterday&to=2026-03-01',
    ]) {
      const refused = await admin.call('GET', `/staff-api/transparency?${query}`);
      expect([query, refused.status, refused.body.code]).toEqual([query, 400, 'validation_failed']);
    }
    for (const path of ['/staff-api/transparency', '/staff-api/transparency/export']) {
      const url = `${path}?from=2026-01-01&to=2026-01-02`;
      const moderator = await mia.call('GET', url);
      expect([path, moderator.status, moderator.body.code]).toEqual([
        path,
        403,
        'staff_role_required',
      ]);
      const nobody = await new StaffBrowser(staff).call('GET', url);
      expect([path, nobody.status]).toEqual([path, 401]);
    }
  });
});
