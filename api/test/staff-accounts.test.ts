import { generateSync } from 'otplib';
import { sql } from 'kysely';
import { StaffCommandError, StaffService } from '../src/modules/staff/staff.service';
import { TotpSeal } from '../src/modules/staff/totp-seal';
import { StaffRepository } from '../src/modules/staff/staff.repository';
import { createTestApp, type TestContext } from './helper';

const COMMAND_LINE = { staffId: null, name: 'command line (ops@host)' };

describe('staff accounts', () => {
  let ctx: TestContext;
  let staff: StaffService;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    staff = new StaffService(
      ctx.app.db,
      ctx.app.unitOfWork,
      () => ctx.clock.now,
      new TotpSeal(ctx.app.config.staffTotpKey),
    );
  });
  afterAll(() => ctx.close());

  it('makes an account with roles, a one-time password and a TOTP secret, and audits it', async () => {
    const made = await staff.add(
      { email: ' Mod@Liefdevol.nl ', name: 'Mia', roles: ['moderator', 'support', 'moderator'] },
      COMMAND_LINE,
    );
    expect(made.account).toMatchObject({
      email: 'mod@liefdevol.nl',
      name: 'Mia',
      roles: ['moderator', 'support'],
      disabledAt: null,
    });
    expect(made.password).toMatch(/^[\w-]{20}$/);
    expect(made.totpUri).toMatch(
      /^otpauth:\/\/totp\/Liefdevol%20staff:mod%40liefdevol\.nl\?secret=[A-Z2-7]+&issuer=Liefdevol%20staff/,
    );
    const audit = await new StaffRepository(ctx.app.db).auditOf('staff', String(made.account.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'command line (ops@host)',
        staff_id: null,
        action: 'staff.account_created',
        at: ctx.clock.now.toISOString(),
      }),
    ]);
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      email: 'mod@liefdevol.nl',
      roles: ['moderator', 'support'],
    });
  });

  it('refuses an unknown role, a second account for one address, and no role at all', async () => {
    await expect(
      staff.add({ email: 'x@liefdevol.nl', name: 'X', roles: ['superuser'] }, COMMAND_LINE),
    ).rejects.toThrow('Unknown role superuser');
    await expect(
      staff.add({ email: 'mod@liefdevol.nl', name: 'Again', roles: ['admin'] }, COMMAND_LINE),
    ).rejects.toThrow('exists already');
    await expect(
      staff.add({ email: 'y@liefdevol.nl', name: 'Y', roles: [] }, COMMAND_LINE),
    ).rejects.toBeInstanceOf(StaffCommandError);
    expect((await staff.list()).map((account) => account.email)).toEqual(['mod@liefdevol.nl']);
  });

  it('accepts a TOTP code once, with a step of drift, and never a wrong or old one', async () => {
    const made = await staff.add(
      { email: 'finance@liefdevol.nl', name: 'Fenna', roles: ['finance'] },
      COMMAND_LINE,
    );
    const secret = /secret=([A-Z2-7]+)/.exec(made.totpUri)![1]!;
    const codeAt = (date: Date) =>
      generateSync({ secret, epoch: Math.floor(date.getTime() / 1000) });
    const id = made.account.id;

    const now = codeAt(ctx.clock.now);
    expect(await staff.acceptCode(id, now)).toBe(true);
    // The same code again (a replay, or a second tab) is refused.
    expect(await staff.acceptCode(id, now)).toBe(false);
    expect(await staff.acceptCode(id, now === '000000' ? '111111' : '000000')).toBe(false);

    // The next step's code, typed on a phone whose clock runs 30 s ahead, is taken...
    ctx.clock.advance(1_000);
    const ahead = codeAt(new Date(ctx.clock.now.getTime() + 30_000));
    expect(await staff.acceptCode(id, ahead)).toBe(true);
    // ...and then a code of the step before it is old.
    ctx.clock.advance(30_000);
    expect(await staff.acceptCode(id, codeAt(new Date(ctx.clock.now.getTime() - 30_000)))).toBe(
      false,
    );
    // Two minutes later, a fresh code works again.
    ctx.clock.advance(120_000);
    expect(await staff.acceptCode(id, codeAt(ctx.clock.now))).toBe(true);
  });

  it('keeps the TOTP secret sealed in the database; an account from before is sealed at its next code', async () => {
    const made = await staff.add(
      { email: 'sealed@liefdevol.nl', name: 'Sam', roles: ['support'] },
      COMMAND_LINE,
    );
    const secret = /secret=([A-Z2-7]+)/.exec(made.totpUri)![1]!;
    const stored = async () =>
      (
        await ctx.app.db
          .selectFrom('staff_accounts')
          .select('totp_secret')
          .where('id', '=', made.account.id)
          .executeTakeFirstOrThrow()
      ).totp_secret;
    expect(await stored()).toMatch(/^v1\./);
    expect(await stored()).not.toContain(secret);

    // As an account made before sealing keeps it: the secret itself.
    await ctx.app.db
      .updateTable('staff_accounts')
      .set({ totp_secret: secret })
      .where('id', '=', made.account.id)
      .execute();
    ctx.clock.advance(60_000);
    const code = generateSync({ secret, epoch: Math.floor(ctx.clock.now.getTime() / 1000) });
    expect(await staff.acceptCode(made.account.id, code)).toBe(true);
    expect(await stored()).toMatch(/^v1\./);
    // Sealed now, it still gives the same codes.
    ctx.clock.advance(60_000);
    const next = generateSync({ secret, epoch: Math.floor(ctx.clock.now.getTime() / 1000) });
    expect(await staff.acceptCode(made.account.id, next)).toBe(true);
  });

  it('changes roles and disables an account, each with an audit row; a disabled account takes no code', async () => {
    const made = await staff.add(
      { email: 'support@liefdevol.nl', name: 'Sem', roles: ['support'] },
      COMMAND_LINE,
    );
    const changed = await staff.setRoles('SUPPORT@liefdevol.nl', ['support', 'finance'], {
      staffId: null,
      name: 'command line (admin@host)',
    });
    expect(changed.roles).toEqual(['support', 'finance']);
    const disabled = await staff.disable('support@liefdevol.nl', COMMAND_LINE);
    expect(disabled.disabledAt).toBe(ctx.clock.now.toISOString());
    await expect(staff.disable('support@liefdevol.nl', COMMAND_LINE)).rejects.toThrow(
      'disabled already',
    );
    await expect(staff.setRoles('nobody@liefdevol.nl', ['admin'], COMMAND_LINE)).rejects.toThrow(
      'No staff account',
    );
    const secret = /secret=([A-Z2-7]+)/.exec(made.totpUri)![1]!;
    const code = generateSync({ secret, epoch: Math.floor(ctx.clock.now.getTime() / 1000) });
    expect(await staff.acceptCode(made.account.id, code)).toBe(false);

    const audit = await new StaffRepository(ctx.app.db).auditOf('staff', String(made.account.id));
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['staff.account_created', 'command line (ops@host)'],
      ['staff.roles_changed', 'command line (admin@host)'],
      ['staff.account_disabled', 'command line (ops@host)'],
    ]);
    expect(JSON.parse(audit[1]!.detail)).toEqual({
      before: ['support'],
      after: ['support', 'finance'],
    });
  });

  it('keeps the audit append-only in the database itself: no update, no delete', async () => {
    const db = ctx.app.db;
    const before = await db.selectFrom('staff_audit').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(
      db.updateTable('staff_audit').set({ actor: 'someone else' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('staff_audit').execute()).rejects.toThrow(/append-only/);
    await expect(
      sql`DELETE FROM staff_audit WHERE id = ${before[0]!.id}`.execute(db),
    ).rejects.toThrow(/append-only/);
    expect(await db.selectFrom('staff_audit').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
