import { AppError } from '../../lib/app-error';
import { HOUR, MINUTE, addMs } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { normalizeEmail, verifyPassword } from '../accounts/password';
import type { PasswordGuard } from '../accounts/password-guard';
import type { Db } from '../../db/database';
import { StaffSessionRepository, type StaffPrincipal } from './staff-session.repository';
import type { StaffService } from './staff.service';
import type { StaffRole } from './staff-roles';

/** How long the password step's token is good for the code step. */
export const STAFF_LOGIN_TOKEN_TTL = 5 * MINUTE;
/** A staff session ends after this long without a request... */
export const STAFF_SESSION_IDLE = 30 * MINUTE;
/** ...and this long after it began, whatever happens. */
export const STAFF_SESSION_MAX = 12 * HOUR;
/** How stale `last_seen_at` may get before a request writes it again. */
const TOUCH_INTERVAL = MINUTE;

/** Who signs in: the guard counts failures per account and address. */
export interface StaffClient {
  readonly ip: string;
  readonly userAgent: string | null;
}

const loginFailed = () => new AppError(401, 'staff_login_failed');

/**
 * Staff sign-in in two steps (decision 0160): a password, then a TOTP code, each under the
 * member logins' password guard (failures per account and address, then locks) with keys of
 * their own; the answers never say which factor, or whether the account, was wrong.
 */
export class StaffSessionsService {
  private readonly repo: StaffSessionRepository;

  constructor(
    db: Db,
    private readonly staff: StaffService,
    private readonly guard: PasswordGuard,
    private readonly now: () => Date,
  ) {
    this.repo = new StaffSessionRepository(db);
  }

  /** Checks the password; returns a token for the code step. */
  async passwordStep(emailInput: string, password: string, client: StaffClient): Promise<string> {
    const email = normalizeEmail(emailInput);
    const facts = await this.repo.signInFacts(email);
    const usable = facts && facts.disabled_at === null ? facts : null;
    const ok = await this.guard.attempt(guardAccount(email), { ip: client.ip, device: null }, () =>
      verifyPassword(usable?.password_hash ?? null, password),
    );
    if (!ok || !usable) throw loginFailed();
    const now = this.now();
    await this.repo.deleteExpiredLoginTokens(now.toISOString());
    const token = newToken();
    await this.repo.insertLoginToken(
      hashToken(token),
      usable.id,
      addMs(now, STAFF_LOGIN_TOKEN_TTL),
    );
    return token;
  }

  /** Checks the code; starts a session and returns its token and the staff member. */
  async codeStep(
    codeToken: string,
    code: string,
    client: StaffClient,
  ): Promise<{ token: string; staff: StaffPrincipal }> {
    const idHash = hashToken(codeToken);
    const now = this.now();
    const pending = await this.repo.loginToken(idHash, now.toISOString());
    if (!pending) throw new AppError(401, 'staff_login_expired');
    const ok = await this.guard.attempt(
      guardAccount(`code:${pending.email}`),
      { ip: client.ip, device: null },
      () => this.staff.acceptCode(pending.staff_id, code),
    );
    if (!ok) throw loginFailed();
    // The token works once: of two code steps with it, one goes on.
    if (!(await this.repo.takeLoginToken(idHash))) throw new AppError(401, 'staff_login_expired');
    const token = newToken();
    const at = this.now().toISOString();
    await this.repo.insertSession({
      idHash: hashToken(token),
      staffId: pending.staff_id,
      now: at,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    const staff = await this.sessionStaff(token);
    if (!staff) throw loginFailed();
    await this.staff.audited(
      { staffId: staff.id, name: staff.email, ip: client.ip },
      { action: 'staff.signed_in', subjectType: 'staff', subjectId: String(staff.id) },
    );
    return { token, staff };
  }

  /**
   * The staff member of a session that is still good: not idle for 30 minutes, not older
   * than 12 hours, of an enabled account; roles as the account holds them now.
   */
  async sessionStaff(token: string): Promise<StaffPrincipal | null> {
    const idHash = hashToken(token);
    const row = await this.repo.session(idHash);
    if (!row) return null;
    const now = this.now().getTime();
    const idle = now - Date.parse(row.last_seen_at);
    if (idle > STAFF_SESSION_IDLE || now - Date.parse(row.created_at) > STAFF_SESSION_MAX) {
      await this.repo.deleteSession(idHash);
      return null;
    }
    if (idle > TOUCH_INTERVAL) await this.repo.touchSession(idHash, new Date(now).toISOString());
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      roles: JSON.parse(row.roles) as StaffRole[],
    };
  }

  async end(token: string, staff: StaffPrincipal, ip: string): Promise<void> {
    await this.repo.deleteSession(hashToken(token));
    await this.staff.audited(
      { staffId: staff.id, name: staff.email, ip },
      { action: 'staff.signed_out', subjectType: 'staff', subjectId: String(staff.id) },
    );
  }
}

/** The guard's account: staff keys never meet a member's, and the code step has its own. */
const guardAccount = (key: string) => ({ email: `staff:${key}`, userId: null });
