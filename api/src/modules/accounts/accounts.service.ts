import type { NotificationPreferences, SignupBody } from '@dating/shared-contracts/api';
import { isUniqueViolation } from '../../db/database';
import { AppError, authenticationRequired, notFound, type FieldError } from '../../lib/app-error';
import type { Tx } from '../../db/unit-of-work';
import type { MailSiteOf } from '../mail/mail-site';
import { addMs } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import {
  AccountServiceBase,
  SESSION_IDLE_TTL,
  SESSION_TOUCH_INTERVAL,
  SESSION_TTL,
  failFields,
  type SiteContext,
} from './account-base';
import type { PasswordClient } from './known-device';
import {
  hashPassword,
  isValidEmail,
  normalizeEmail,
  passwordProblem,
  verifyPassword,
} from './password';
import { forgetLinkUnsubscribes } from '../notifications/notifications-disabled';
import { birthDateProblem, nameProblem } from './profile-rules';
import type { UserRecord } from './user.repository';

export { SESSION_IDLE_TTL, SESSION_TTL, type SiteContext } from './account-base';

/** A live session's user. */
export interface SessionUser {
  userId: number;
  status: UserRecord['status'];
}

/** Sessions, signup, activation and login. */
export class AccountsService extends AccountServiceBase {
  /** A new session of the user; its browser's user agent names it in the sessions list. */
  async startSession(userId: number, userAgent: string | null = null): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.repos.sessions.create(
      hashToken(token),
      userId,
      now.toISOString(),
      addMs(now, SESSION_TTL),
      userAgent,
    );
    return token;
  }

  /**
   * The user of a session this instance looked up moments ago and for which nothing is due
   * (no touch, so not idle either), answered without a promise: the auth hook's path for
   * nearly every request of a logged-in browser. Undefined when sessionUser must decide.
   */
  knownSessionUser(token: string): SessionUser | undefined {
    const nowMs = this.now().getTime();
    const hit = this.repos.sessions.cached(this.sessionIdHash(token), nowMs);
    if (!hit || hit.user.status === 'deleted') return undefined;
    return nowMs - hit.lastSeenMs > SESSION_TOUCH_INTERVAL ? undefined : hit.user;
  }

  /** The user of a live session; an idle one ends, a deleted user has none. */
  async sessionUser(token: string): Promise<SessionUser | null> {
    const now = this.now();
    const idHash = this.sessionIdHash(token);
    const session = await this.repos.sessions.find(idHash, now.toISOString());
    if (!session || session.status === 'deleted') return null;
    const idle = now.getTime() - Date.parse(session.last_seen_at);
    if (idle > SESSION_IDLE_TTL) {
      await this.repos.sessions.delete(idHash);
      return null;
    }
    if (idle > SESSION_TOUCH_INTERVAL) await this.repos.sessions.touch(idHash, now.toISOString());
    return { userId: session.user_id, status: session.status };
  }

  /**
   * The stored hash of a session id, remembered for the ids this process has seen: every
   * logged-in request needs it, and SHA-256 was a tenth of the session lookup (bench:api).
   */
  private sessionIdHash(token: string): string {
    let idHash = this.idHashes.get(token);
    if (idHash === undefined) {
      if (this.idHashes.size >= 10_000) this.idHashes.clear();
      idHash = hashToken(token);
      this.idHashes.set(token, idHash);
    }
    return idHash;
  }

  private readonly idHashes = new Map<string, string>();

  async endSession(token: string) {
    await this.repos.sessions.delete(hashToken(token));
  }

  async pageHidden(token: string) {
    await this.repos.sessions.markHidden(hashToken(token), this.now().toISOString());
  }

  /** Creates the account, its traffic source, its activation token and mail: all or nothing. */
  async signup(body: SignupBody, site: SiteContext): Promise<UserRecord> {
    const invitedBy = body.invited_by === undefined ? null : Number(body.invited_by);
    // An invite page of a profile that is gone is no page: the front end shows not-found.
    if (invitedBy !== null && !(await this.repos.users.canInvite(invitedBy))) throw notFound();
    // An invite is a traffic source of its own (decision 0117).
    const hasSource = Boolean(body.tracking?.network || body.tracking?.ref || invitedBy !== null);
    if (site.signups === 'with_trafficsource' && !hasSource) {
      throw new AppError(403, 'signups_closed');
    }
    const email = normalizeEmail(body.email);
    const name = body.name.trim();
    const fields: FieldError[] = [];
    if (!isValidEmail(email)) fields.push({ field: 'email', messageKey: 'invalid_email' });
    const nameError = nameProblem(name, body.email) ?? nameProblem(name, email);
    if (nameError) fields.push(nameError);
    const passwordError = await passwordProblem(body.password, { name, email });
    if (passwordError) fields.push({ field: 'password', messageKey: passwordError });
    const birthError = birthDateProblem(body.date_of_birth, this.now());
    if (birthError) fields.push(birthError);
    if (fields.length > 0) failFields(fields);

    const existing = await this.repos.users.findByEmail(email);
    if (existing)
      throw new AppError(409, existing.status === 'deleted' ? 'account_deleted' : 'account_exists');

    const passwordHash = await hashPassword(body.password);
    const now = this.now().toISOString();
    const sites = await this.sites(site.origin);
    try {
      return await this.inUnit(async ({ users }, tx) => {
        const id = await users.create({
          email,
          passwordHash,
          language: body.language ?? site.language,
          siteDomain: site.domain,
          name,
          gender: body.gender ?? 'male',
          birthDate: body.date_of_birth,
          country: (body.country ?? site.country).toUpperCase(),
          about: body.signup_message?.trim() || null,
          invitedBy,
          now,
        });
        if (body.tracking) await users.addTracking(id, body.tracking, now);
        const user = (await users.findById(id))!;
        await this.queueActivation(tx, user, sites);
        return user;
      });
    } catch (error) {
      // Two signups with one address at once: the second finds it taken.
      if (isUniqueViolation(error)) throw new AppError(409, 'account_exists');
      throw error;
    }
  }

  /** The account of a live session: a user deleted meanwhile counts as no session. */
  async currentUser(userId: number): Promise<UserRecord> {
    const user = await this.repos.users.findById(userId);
    if (!user || user.status === 'deleted') throw authenticationRequired();
    return user;
  }

  /**
   * A new activation link for an account still waiting for one; silent otherwise (false).
   * `alongside` runs in the same unit of work: support's audit row (decision 0162).
   */
  async resendActivation(
    userId: number,
    origin?: string,
    alongside?: (tx: Tx) => Promise<void>,
  ): Promise<boolean> {
    const user = await this.repos.users.findById(userId);
    if (user?.status !== 'not_confirmed') return false;
    const sites = await this.sites(origin);
    await this.unitOfWork.run(async (tx) => {
      await this.queueActivation(tx, user, sites);
      await alongside?.(tx);
    });
    return true;
  }

  /** Where the member is in the signup steps (2-7), or null once they are done. */
  async setSignupStep(userId: number, step: number | null): Promise<UserRecord> {
    const user = await this.currentUser(userId);
    // A finished signup stays finished: an old tab cannot send the member back into it.
    if (user.signup_step !== null) await this.repos.users.update(userId, { signup_step: step });
    return this.currentUser(userId);
  }

  async updateSettings(
    userId: number,
    settings: { language?: string; invisible?: boolean; email_notifications?: true },
  ) {
    const { language, invisible, email_notifications } = settings;
    const changes = {
      ...(language !== undefined ? { language } : {}),
      ...(invisible !== undefined ? { invisible: invisible ? 1 : 0 } : {}),
      // E-mail notifications on again: whatever had switched them off is forgotten.
      ...(email_notifications ? { notifications_disabled: '[]' } : {}),
    };
    // Both fields are optional: a PUT of neither changes nothing (an UPDATE without a SET
    // clause is no SQL) and answers the user as it is.
    if (Object.keys(changes).length > 0) await this.repos.users.update(userId, changes);
  }

  /** Links a browser's push subscription to the member (moving it from anyone else). */
  async subscribePush(userId: number, sub: { endpoint: string; p256dh: string; auth: string }) {
    await this.repos.pushSubscriptions.add(userId, sub, this.now().toISOString());
  }

  /** Push turned off in a browser: its subscription is forgotten (the member's own only). */
  async unsubscribePush(userId: number, endpoint: string) {
    if (!(await this.repos.pushSubscriptions.remove(userId, endpoint))) throw notFound();
  }

  preferences(userId: number) {
    return this.repos.preferences.get(userId);
  }

  /** Set in the settings, a category is the member's choice: a link's note of it goes. */
  async setPreferences(userId: number, values: Partial<NotificationPreferences>) {
    return this.inUnit(async (repos, tx) => {
      await repos.preferences.set(userId, values);
      await forgetLinkUnsubscribes(tx.db, userId, Object.keys(values));
      return repos.preferences.get(userId);
    });
  }

  private async queueActivation(tx: Tx, user: UserRecord, sites: MailSiteOf) {
    const token = await this.issueToken(tx, user, 'activation');
    await this.mail(
      tx,
      'activation',
      user,
      user.email,
      sites,
      this.link('/api/activate.php', token),
    );
  }

  /** Activates the account of a valid link; returns the user id, or null for a bad link. */
  async activate(token: string): Promise<number | null> {
    const now = this.now().toISOString();
    return this.inUnit(async ({ tokens, users }) => {
      const row = await tokens.consume(hashToken(token), 'activation', now);
      if (!row) return null;
      const user = await users.findById(row.user_id);
      if (!user || user.status === 'deleted') return null;
      if (user.status === 'not_confirmed') {
        await users.update(user.id, { status: 'active', activated_at: now });
        await users.setProfileStatus(user.id, 'active');
      }
      return user.id;
    });
  }

  /**
   * Checks a password under the password guard's budgets (per account and client, and per
   * account from anywhere), counted before the hash is checked so parallel guesses cannot
   * slip through. An unknown address meets the same budgets and the same answers.
   */
  async login(emailInput: string, password: string, client: PasswordClient): Promise<UserRecord> {
    const email = normalizeEmail(emailInput);
    const user = await this.repos.users.findByEmail(email);
    const usable = user && user.status !== 'deleted' ? user : null;
    const ok = await this.passwordGuard.attempt({ email, userId: usable?.id ?? null }, client, () =>
      verifyPassword(usable?.password_hash ?? null, password),
    );
    // The same answer for an unknown address and a wrong password.
    if (!ok || !usable) throw new AppError(401, 'login_failed');
    await this.refuseBarred(usable.profile.id);
    return usable;
  }

  /**
   * A suspended or banned member cannot sign in (their sessions ended with the decision);
   * once a suspension runs out, the profile is shown again at the member's next sign-in.
   */
  private async refuseBarred(profileId: number) {
    const now = this.now().toISOString();
    const restrictions = await this.repos.restrictions.restrictionsOn(profileId, now);
    if (restrictions.some((restriction) => restriction.kind === 'banned')) {
      throw new AppError(403, 'account_banned');
    }
    const suspension = restrictions.find((restriction) => restriction.kind === 'suspended');
    if (suspension) {
      throw new AppError(403, 'account_suspended', { until: suspension.ends_at!.slice(0, 10) });
    }
    await this.repos.restrictions.showIfFree(profileId, now);
  }
}
