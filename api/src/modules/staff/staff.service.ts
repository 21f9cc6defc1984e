import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { hashPassword, isValidEmail, normalizeEmail } from '../accounts/password';
import type { TotpSeal } from './totp-seal';
import { StaffRepository, type StaffAccount } from './staff.repository';
import { isStaffRole, type StaffRole } from './staff-roles';

/** What the authenticator app shows beside the code. */
const TOTP_ISSUER = 'Liefdevol staff';
const TOTP_PERIOD_SECONDS = 30;
/** One step of clock drift either way. */
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** A refusal the command line prints as it is. */
export class StaffCommandError extends Error {}

/** Who made a change: a staff member, or the command line run by whoever runs the servers. */
export interface Actor {
  readonly staffId: number | null;
  readonly name: string;
  readonly ip?: string | null;
  readonly requestId?: string | null;
}

function checkedRoles(roles: readonly string[]): StaffRole[] {
  if (roles.length === 0) throw new StaffCommandError('Give at least one --role.');
  const unknown = roles.filter((role) => !isStaffRole(role));
  if (unknown.length > 0) {
    throw new StaffCommandError(
      `Unknown role ${unknown.join(', ')}: moderator, operator, support, finance or admin.`,
    );
  }
  return [...new Set(roles as StaffRole[])];
}

/**
 * Staff accounts (decision 0160): made, changed and disabled from the command line, each
 * change written to the audit in the same transaction; a TOTP code is accepted once.
 */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly now: () => Date,
    /** Seals the TOTP secrets the database keeps. */
    private readonly totp: TotpSeal,
  ) {}

  /** A new account with a one-time password and a TOTP secret, shown to the caller once. */
  async add(
    input: { email: string; name: string; roles: readonly string[] },
    actor: Actor,
  ): Promise<{ account: StaffAccount; password: string; totpUri: string }> {
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email)) throw new StaffCommandError(`Not an e-mail address: ${input.email}`);
    const name = input.name.trim();
    if (!name) throw new StaffCommandError('Give the person a --name.');
    const roles = checkedRoles(input.roles);
    const password = randomBytes(15).toString('base64url');
    const totpSecret = generateSecret();
    const passwordHash = await hashPassword(password);
    const at = this.now().toISOString();
    const account = await this.unitOfWork.run(async (unit) => {
      const repo = new StaffRepository(unit.db);
      const made = await repo.insertAccount({
        email,
        name,
        passwordHash,
        totpSecret: this.totp.seal(totpSecret),
        roles,
        now: at,
      });
      if (!made) throw new StaffCommandError(`A staff account for ${email} exists already.`);
      await repo.audit({
        ...this.by(actor, at),
        action: 'staff.account_created',
        subjectType: 'staff',
        subjectId: String(made.id),
        detail: { email, roles },
      });
      return made;
    });
    const totpUri = generateURI({ issuer: TOTP_ISSUER, label: email, secret: totpSecret });
    return { account, password, totpUri };
  }

  async list(): Promise<StaffAccount[]> {
    return new StaffRepository(this.db).all();
  }

  async setRoles(email: string, roles: readonly string[], actor: Actor): Promise<StaffAccount> {
    const checked = checkedRoles(roles);
    return this.change(email, actor, 'staff.roles_changed', async (repo, account) => {
      await repo.setRoles(account.id, checked);
      return { before: account.roles, after: checked };
    });
  }

  async disable(email: string, actor: Actor): Promise<StaffAccount> {
    return this.change(email, actor, 'staff.account_disabled', async (repo, account, at) => {
      if (account.disabledAt) throw new StaffCommandError(`${account.email} is disabled already.`);
      await repo.disable(account.id, at);
      return {};
    });
  }

  /**
   * Whether `code` is the account's TOTP code now (one step of drift either way) and newer
   * than the last one accepted; an accepted code's step is stored, so it works once.
   */
  async acceptCode(staffId: number, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const repo = new StaffRepository(this.db);
    const row = await repo.totpState(staffId);
    if (!row) return false;
    const epoch = Math.floor(this.now().getTime() / 1000);
    const secret = this.totp.open(row.totp_secret);
    const result = await verify({
      secret,
      token: code,
      epoch,
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(row.totp_last_step === null ? {} : { afterTimeStep: Number(row.totp_last_step) }),
    });
    if (!result.valid) return false;
    const step = Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta;
    // Two logins with the same code at once: only the one that moves the step on wins.
    if (!(await repo.moveTotpStep(staffId, step))) return false;
    // An account made before secrets were sealed is sealed at its first sign-in since.
    if (!this.totp.isSealed(row.totp_secret)) {
      await repo.replaceTotpSecret(staffId, row.totp_secret, this.totp.seal(secret));
    }
    return true;
  }

  /** Writes one audit row inside the caller's unit of work (`db` is its transaction). */
  async auditIn(
    db: Db,
    actor: Actor,
    entry: {
      action: string;
      subjectType: string;
      subjectId: string;
      detail?: Record<string, unknown>;
    },
  ): Promise<void> {
    await new StaffRepository(db).audit({ ...this.by(actor, this.now().toISOString()), ...entry });
  }

  /** Writes one audit row of what `actor` did, now. */
  async audited(
    actor: Actor,
    entry: {
      action: string;
      subjectType: string;
      subjectId: string;
      detail?: Record<string, unknown>;
    },
  ): Promise<void> {
    await new StaffRepository(this.db).audit({
      ...this.by(actor, this.now().toISOString()),
      ...entry,
    });
  }

  private by(actor: Actor, at: string) {
    return {
      at,
      staffId: actor.staffId,
      actor: actor.name,
      ip: actor.ip ?? null,
      requestId: actor.requestId ?? null,
    };
  }

  private async change(
    email: string,
    actor: Actor,
    action: string,
    apply: (
      repo: StaffRepository,
      account: StaffAccount,
      at: string,
    ) => Promise<Record<string, unknown>>,
  ): Promise<StaffAccount> {
    const at = this.now().toISOString();
    return this.unitOfWork.run(async (unit) => {
      const repo = new StaffRepository(unit.db);
      const account = await repo.byEmail(normalizeEmail(email));
      if (!account) throw new StaffCommandError(`No staff account for ${email}.`);
      const detail = await apply(repo, account, at);
      await repo.audit({
        ...this.by(actor, at),
        action,
        subjectType: 'staff',
        subjectId: String(account.id),
        detail,
      });
      return (await repo.byEmail(account.email))!;
    });
  }
}
