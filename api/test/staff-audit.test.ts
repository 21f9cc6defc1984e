import { sql } from 'kysely';
import { StaffRepository } from '../src/modules/staff/staff.repository';
import { createTestApp, type TestContext } from './helper';
import { StaffBrowser, listenBoth, staffAccount, type StaffAccountForTest } from './staff-kit';

interface Row {
  id: string;
  at: string;
  staffId: string | null;
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  detail: Record<string, unknown>;
  ip: string | null;
  requestId: string | null;
}
interface Page {
  rows: Row[];
  nextBefore: string | null;
}

/** A day of 2025 (before the test clock's 2026): rows the test writes there are all there is. */
const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}`;

describe('the audit trail for admins', () => {
  let ctx: TestContext;
  let staff: string;
  let admin: StaffBrowser;
  let adminAccount: StaffAccountForTest;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ staff } = await listenBoth(ctx.app));
    adminAccount = await staffAccount(ctx, ['admin'], 'Ada');
    admin = new StaffBrowser(staff);
    expect((await admin.signIn(adminAccount)).status).toBe(200);
    // 150 rows over three days of March 2025, by two people, about members and staff.
    const repo = new StaffRepository(ctx.app.db);
    for (let i = 0; i < 150; i += 1) {
      await repo.audit({
        at: `${day(1 + Math.floor(i / 50))}T${String(8 + Math.floor((i % 50) / 6)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00.000Z`,
        staffId: i % 3 === 0 ? null : 42,
        actor: i % 3 === 0 ? 'command line (ops@host)' : 'Mia.Moderator@liefdevol.nl',
        action: i % 2 === 0 ? 'moderation.decided' : 'staff.roles_changed',
        subjectType: i % 2 === 0 ? 'profile' : 'staff',
        subjectId: String(1000 + (i % 5)),
        detail: { n: i },
        ip: '203.0.113.9',
        requestId: `req-${i}`,
      });
    }
  });
  afterAll(() => ctx.close());

  const page = async (query: Record<string, string>, browser = admin) => {
    const answer = await browser.call('GET', `/staff-api/audit?${new URLSearchParams(query)}`);
    expect(answer.status).toBe(200);
    return answer.body as unknown as Page;
  };

  it('is for admins only: other roles get 403, no session 401', async () => {
    for (const role of ['moderator', 'support', 'finance', 'operator'] as const) {
      const other = new StaffBrowser(staff);
      await other.signIn(await staffAccount(ctx, [role]));
      for (const path of [
        '/staff-api/audit',
        `/staff-api/audit/export?from=${day(1)}&to=${day(3)}`,
        `/staff-api/transparency?from=${day(1)}&to=${day(3)}`,
      ]) {
        const refused = await other.call('GET', path);
        expect([role, path, refused.status, refused.body.code]).toEqual([
          role,
          path,
          403,
          'staff_role_required',
        ]);
      }
    }
    const nobody = await new StaffBrowser(staff).call('GET', '/staff-api/audit');
    expect([nobody.status, nobody.body.code]).toEqual([401, 'staff_authentication_required']);
    const noExport = await new StaffBrowser(staff).call(
      'GET',
      `/staff-api/audit/export?from=${day(1)}&to=${day(3)}`,
    );
    expect(noExport.status).toBe(401);
  });

  it('pages newest first, 100 at a time, by id', async () => {
    const first = await page({ from: day(1), to: day(3) });
    expect(first.rows).toHaveLength(100);
    const ids = first.rows.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.rows[0]).toMatchObject({
      actor: 'Mia.Moderator@liefdevol.nl',
      action: 'staff.roles_changed',
      subjectType: 'staff',
      subjectId: '1004',
      detail: { n: 149 },
      staffId: '42',
      ip: '203.0.113.9',
      requestId: 'req-149',
    });
    expect(first.nextBefore).toBe(first.rows[99]!.id);
    const second = await page({ from: day(1), to: day(3), before: first.nextBefore! });
    expect(second.rows).toHaveLength(50);
    expect(second.nextBefore).toBeNull();
    expect(second.rows[0]!.detail).toEqual({ n: 49 });
    expect(second.rows[49]!).toMatchObject({ detail: { n: 0 }, staffId: null });
  });

  it('filters by days, actor, action or its area, and subject', async () => {
    const count = async (query: Record<string, string>) => {
      const rows = (await page({ from: day(1), to: day(3), ...query })).rows;
      return rows.length;
    };
    expect((await page({ from: day(2), to: day(2) })).rows.map((row) => row.detail.n)).toEqual(
      Array.from({ length: 50 }, (_, i) => 99 - i),
    );
    expect((await page({ from: day(3), to: day(9) })).rows).toHaveLength(50);
    expect(await count({ actor: 'mia.moderator' })).toBe(100);
    expect(await count({ actor: 'command line' })).toBe(50);
    expect(await count({ actor: '%' })).toBe(0);
    expect(await count({ action: 'moderation.decided' })).toBe(75);
    expect(await count({ action: 'staff' })).toBe(75);
    expect(await count({ action: 'moderation.decide' })).toBe(0);
    expect(await count({ subject: 'profile:1000' })).toBe(15);
    expect(await count({ subject: '1000' })).toBe(30);
    expect(await count({ subject: 'staff' })).toBe(75);
    const combined = await page({
      from: day(1),
      to: day(1),
      actor: 'command',
      action: 'moderation',
      subject: 'profile:1000',
    });
    // i in 0..49, i % 3 == 0, even, i % 5 == 0: 0 and 30.
    expect(combined.rows.map((row) => row.detail.n)).toEqual([30, 0]);
  });

  it('refuses days that are no dates, and a range that ends before it starts', async () => {
    for (const query of [
      { from: '2025-02-30' } as Record<string, string>,
      { to: '2025-13-01' },
      { from: day(3), to: day(1) },
      { from: '1 March' },
    ]) {
      const refused = await admin.call('GET', `/staff-api/audit?${new URLSearchParams(query)}`);
      expect([query, refused.status, refused.body.code]).toEqual([query, 400, 'validation_failed']);
    }
    const noRange = await admin.call('GET', '/staff-api/audit/export?format=csv');
    expect(noRange.status).toBe(400);
  });

  it('records every read of the trail as an action of its own', async () => {
    await page({ actor: 'nobody-at-all', action: 'staff' });
    const rows = (await page({ action: 'audit.read' })).rows;
    expect(rows[0]).toMatchObject({
      actor: adminAccount.email,
      staffId: String(adminAccount.id),
      action: 'audit.read',
      subjectType: 'audit',
      detail: { filter: { actor: 'nobody-at-all', action: 'staff' }, rows: 0 },
    });
    expect(rows[0]!.requestId).toEqual(expect.any(String));
  });

  async function download(query: string) {
    const response = await fetch(`${staff}/staff-api/audit/export?${query}`, {
      headers: { cookie: admin.cookie },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      text: await response.text(),
    };
  }

  it('exports a range as CSV, escaped, with formulas defused, and records the export', async () => {
    const repo = new StaffRepository(ctx.app.db);
    await repo.audit({
      at: '2025-04-01T10:00:00.000Z',
      staffId: null,
      actor: '=HYPERLINK("http://evil.example","click")',
      action: 'staff.account_created',
      subjectType: 'staff',
      subjectId: '+31 6 1234',
      detail: { text: 'line one\nline "two", with a comma' },
      ip: '-1',
      requestId: '@cmd',
    });
    const file = await download('from=2025-04-01&to=2025-04-01&format=csv');
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe('attachment; filename="audit-2025-04-01-2025-04-01.csv"');
    const lines = file.text.split('\r\n');
    expect(lines[0]).toBe(
      'id,at,staff_id,actor,action,subject_type,subject_id,detail,ip,request_id',
    );
    expect(lines.slice(1).join('\r\n')).toMatch(
      new RegExp(
        String.raw`^\d+,2025-04-01T10:00:00\.000Z,,"'=HYPERLINK\(""http://evil\.example"",""click""\)",staff\.account_created,staff,'\+31 6 1234,"\{""text"":""line one\\nline \\""two\\"", with a comma""\}",'-1,'@cmd\r\n$`,
      ),
    );
    const exported = (await page({ action: 'audit.exported' })).rows[0]!;
    expect(exported).toMatchObject({
      actor: adminAccount.email,
      detail: { from: '2025-04-01', to: '2025-04-01', format: 'csv' },
    });
  });

  it('exports every row of the range as JSON, oldest first', async () => {
    const file = await download(`from=${day(1)}&to=${day(3)}&format=json`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/json; charset=utf-8');
    expect(file.disposition).toBe(`attachment; filename="audit-${day(1)}-${day(3)}.json"`);
    const rows = JSON.parse(file.text) as Row[];
    expect(rows).toHaveLength(150);
    expect(rows.map((row) => row.detail.n)).toEqual(Array.from({ length: 150 }, (_, i) => i));
    expect(rows[3]).toMatchObject({ actor: 'command line (ops@host)', subjectId: '1003' });
    const empty = await download('from=2020-01-01&to=2020-01-31&format=json');
    expect(JSON.parse(empty.text)).toEqual([]);
  });

  it('cannot be changed or deleted, not even by the app’s own database user', async () => {
    const { db } = ctx.app;
    const before = await db.selectFrom('staff_audit').select('id').orderBy('id').execute();
    await expect(
      db
        .updateTable('staff_audit')
        .set({ actor: 'someone else' })
        .where('id', '=', before[0]!.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('staff_audit').execute()).rejects.toThrow(/append-only/);
    if (process.env.DATABASE_URL) {
      await expect(sql`truncate staff_audit`.execute(db)).rejects.toThrow(/append-only/);
    }
    const after = await db
      .selectFrom('staff_audit')
      .select(['id', 'actor'])
      .orderBy('id')
      .execute();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.some((row) => row.actor === 'someone else')).toBe(false);
  });

  it('has no route that changes or deletes a row of it', () => {
    const routes = ctx.app.printRoutes({ commonPrefix: false });
    const auditRoutes = routes.split('\n').filter((line) => line.includes('/staff-api/audit'));
    expect(auditRoutes.length).toBeGreaterThan(0);
    for (const line of auditRoutes) expect(line).not.toMatch(/POST|PUT|PATCH|DELETE/);
  });
});
