import type { SignupBody } from '@dating/shared-contracts/api';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { TokenKind } from '../../db/database.types';
import { AppError, invalidFields, type FieldError } from '../../lib/app-error';
import { DAY, HOUR, MINUTE, addMs, ageOn, parseDate } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { accountMail } from './account-mails';
import {
  MIN_PASSWORD_LENGTH,
  hashPassword,
  isValidEmail,
  newPasswordErrors,
  normalizeEmail,
  verifyPassword,
} from './password';
import { LoginAttemptRepository, SessionRepository } from './session.repository';
import { TokenRepository, UserRepository, type UserRecord } from './user.repository';

export const SESSION_TTL = 30 * DAY;
export const LOCKOUT_ATTEMPTS = 5;
export const LOCKOUT_WINDOW = 15 * MINUTE;
export const RESET_MAILS_PER_DAY = 3;
export const MIN_AGE = 18;
const TOKEN_TTL: Record<TokenKind, number> = {
  activation: 7 * DAY,
  password_reset: HOUR,
  mail_change: DAY,
  reactivation: 14 * DAY,
};

export interface SiteContext {
  siteName: string;
  language: string;
  country: string;
  signups: 'all' | 'with_trafficsource';
}

/** One error for one bad field (its code on top), validation_failed with fields for more. */
function failFields(fields: FieldError[]): never {
  if (fields.length === 1)
    throw new AppError(400, fields[0]!.messageKey as never, undefined, fields);
  throw invalidFields(fields);
}

export class AccountsService {
  readonly users: UserRepository;
  private readonly sessions: SessionRepository;
  private readonly attempts: LoginAttemptRepository;
  private readonly tokens: TokenRepository;

  constructor(
    db: Db,
    private readonly mailer: Mailer,
    private readonly config: Pick<AppConfig, 'now' | 'publicUrl'>,
  ) {
    this.users = new UserRepository(db);
    this.sessions = new SessionRepository(db);
    this.attempts = new LoginAttemptRepository(db);
    this.tokens = new TokenRepository(db);
  }

  private now() {
    return this.config.now();
  }

  async startSession(userId: number): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.sessions.create(
      hashToken(token),
      userId,
      now.toISOString(),
      addMs(now, SESSION_TTL),
    );
    return token;
  }

  async userIdForSession(token: string): Promise<number | null> {
    return this.sessions.findUserId(hashToken(token), this.now().toISOString());
  }

  async endSession(token: string) {
    await this.sessions.delete(hashToken(token));
  }

  async pageHidden(token: string) {
    await this.sessions.markHidden(hashToken(token), this.now().toISOString());
  }

  private async issueToken(user: { id: number }, kind: TokenKind, data: string | null = null) {
    const token = newToken();
    const now = this.now();
    await this.tokens.create(
      hashToken(token),
      user.id,
      kind,
      addMs(now, TOKEN_TTL[kind]),
      now.toISOString(),
      data,
    );
    return token;
  }

  private link(path: string, token: string) {
    return `${this.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  async signup(body: SignupBody, site: SiteContext): Promise<UserRecord> {
    if (site.signups === 'with_trafficsource' && !body.tracking?.network && !body.tracking?.ref) {
      throw new AppError(403, 'signups_closed');
    }
    const email = normalizeEmail(body.email);
    const name = body.name.trim();
    const fields: FieldError[] = [];
    if (!isValidEmail(email)) fields.push({ field: 'email', messageKey: 'invalid_email' });
    if (name.toLowerCase() === email || name.toLowerCase() === body.email.trim().toLowerCase()) {
      fields.push({ field: 'name', messageKey: 'name_equals_email' });
    } else if (name.startsWith('@')) {
      fields.push({ field: 'name', messageKey: 'name_starts_with_at' });
    } else if (name.length === 0) {
      fields.push({ field: 'name', messageKey: 'field_required' });
    }
    if (body.password.length < MIN_PASSWORD_LENGTH) {
      fields.push({ field: 'password', messageKey: 'password_too_short' });
    }
    const birth = parseDate(body.date_of_birth);
    const age = birth ? ageOn(body.date_of_birth, this.now()) : -1;
    if (!birth || age > 120)
      fields.push({ field: 'date_of_birth', messageKey: 'invalid_birth_date' });
    else if (age < MIN_AGE) fields.push({ field: 'date_of_birth', messageKey: 'too_young' });
    if (fields.length > 0) failFields(fields);

    const existing = await this.users.findByEmail(email);
    if (existing)
      throw new AppError(409, existing.status === 'deleted' ? 'account_deleted' : 'account_exists');

    const now = this.now().toISOString();
    const id = await this.users.create({
      email,
      passwordHash: await hashPassword(body.password),
      language: body.language ?? site.language,
      name,
      gender: body.gender ?? 'male',
      birthDate: body.date_of_birth,
      country: (body.country ?? site.country).toUpperCase(),
      about: body.signup_message?.trim() || null,
      now,
    });
    if (body.tracking) await this.users.addTracking(id, body.tracking, now);
    const user = (await this.users.findById(id))!;
    await this.sendActivation(user, site.siteName);
    return user;
  }

  async sendActivation(user: UserRecord, siteName: string) {
    const token = await this.issueToken(user, 'activation');
    await this.mailer.send(
      accountMail('activation', {
        userId: user.id,
        to: user.email,
        language: user.language,
        siteName,
        link: `${this.config.publicUrl}/api/activate.php?token=${encodeURIComponent(token)}`,
      }),
    );
  }

  /** Activates the account of a valid link; returns the user id, or null for a bad link. */
  async activate(token: string): Promise<number | null> {
    const now = this.now().toISOString();
    const row = await this.tokens.consume(hashToken(token), 'activation', now);
    if (!row) return null;
    const user = await this.users.findById(row.user_id);
    if (!user || user.status === 'deleted') return null;
    if (user.status === 'not_confirmed') {
      await this.users.update(user.id, { status: 'active', activated_at: now });
      await this.users.setProfileStatus(user.id, 'active');
    }
    return user.id;
  }

  async login(emailInput: string, password: string): Promise<UserRecord> {
    const email = normalizeEmail(emailInput);
    const now = this.now();
    const failures = await this.attempts.failuresSince(email, addMs(now, -LOCKOUT_WINDOW));
    if (failures.length >= LOCKOUT_ATTEMPTS) {
      const until = new Date(failures[0]!).getTime() + LOCKOUT_WINDOW;
      throw new AppError(429, 'too_many_attempts', {
        minutes: Math.max(1, Math.ceil((until - now.getTime()) / MINUTE)),
      });
    }
    const user = await this.users.findByEmail(email);
    const usable = user && user.status !== 'deleted' ? user : null;
    const ok = await verifyPassword(usable?.password_hash ?? null, password);
    await this.attempts.record(email, ok, now.toISOString());
    if (!ok || !usable) {
      // The same answer for an unknown address and a wrong password.
      if (failures.length + 1 >= LOCKOUT_ATTEMPTS) {
        throw new AppError(429, 'too_many_attempts', { minutes: LOCKOUT_WINDOW / MINUTE });
      }
      throw new AppError(401, 'login_failed');
    }
    return usable;
  }

  async requestPasswordReset(emailInput: string, siteName: string) {
    const email = normalizeEmail(emailInput);
    if (!isValidEmail(email)) failFields([{ field: 'email', messageKey: 'invalid_email' }]);
    const now = this.now();
    // Counted per address whether or not it has an account, so the limit reveals nothing.
    const sent = await this.attempts.resetRequestsSince(email, addMs(now, -DAY));
    if (sent >= RESET_MAILS_PER_DAY) throw new AppError(429, 'too_many_reset_mails');
    await this.attempts.recordResetRequest(email, now.toISOString());
    const user = await this.users.findByEmail(email);
    if (!user || user.status === 'deleted') return;
    const token = await this.issueToken(user, 'password_reset');
    await this.mailer.send(
      accountMail('password_reset', {
        userId: user.id,
        to: user.email,
        language: user.language,
        siteName,
        link: this.link('/reset-password/do', token),
      }),
    );
  }

  /** Sets the new password of a valid reset link, ends every session; returns the user id. */
  async resetPassword(token: string, password: string, repeat: string): Promise<number> {
    const errors = newPasswordErrors(password, repeat);
    if (errors.length > 0) failFields(errors);
    const now = this.now().toISOString();
    const row = await this.tokens.consume(hashToken(token), 'password_reset', now);
    const user = row ? await this.users.findById(row.user_id) : null;
    if (!user || user.status === 'deleted') throw new AppError(400, 'link_expired');
    await this.users.update(user.id, { password_hash: await hashPassword(password) });
    // Following the link proves the address, so a pending account becomes active.
    if (user.status === 'not_confirmed') {
      await this.users.update(user.id, { status: 'active', activated_at: now });
      await this.users.setProfileStatus(user.id, 'active');
    }
    await this.tokens.revokeAll(user.id, 'password_reset', now);
    await this.sessions.deleteAllForUser(user.id);
    return user.id;
  }

  async changePassword(userId: number, current: string, password: string, repeat: string) {
    const user = (await this.users.findById(userId))!;
    const errors = newPasswordErrors(password, repeat);
    if (!(await verifyPassword(user.password_hash, current))) {
      errors.unshift({ field: 'current_password', messageKey: 'wrong_password' });
    }
    if (errors.length > 0) failFields(errors);
    await this.users.update(userId, { password_hash: await hashPassword(password) });
  }

  async requestMailChange(userId: number, emailInput: string, password: string, siteName: string) {
    const user = (await this.users.findById(userId))!;
    const email = normalizeEmail(emailInput);
    const fields: FieldError[] = [];
    if (!isValidEmail(email)) fields.push({ field: 'email', messageKey: 'invalid_email' });
    if (!(await verifyPassword(user.password_hash, password))) {
      fields.push({ field: 'password', messageKey: 'wrong_password' });
    }
    if (fields.length > 0) failFields(fields);
    if (email === user.email || (await this.users.emailExists(email))) {
      throw new AppError(409, 'email_taken', undefined, [
        { field: 'email', messageKey: 'email_taken' },
      ]);
    }
    const token = await this.issueToken(user, 'mail_change', email);
    await this.mailer.send(
      accountMail('mail_change', {
        userId: user.id,
        to: email,
        language: user.language,
        siteName,
        link: this.link('/mail-change/do', token),
      }),
    );
  }

  async confirmMailChange(token: string) {
    const now = this.now().toISOString();
    const row = await this.tokens.consume(hashToken(token), 'mail_change', now);
    if (!row || !row.data) throw new AppError(400, 'link_expired');
    if (await this.users.emailExists(row.data)) throw new AppError(409, 'email_taken');
    await this.users.update(row.user_id, { email: row.data });
  }

  async deleteAccount(
    userId: number,
    password: string,
    reasons: string[],
    comment: string | null,
    siteName: string,
  ) {
    const user = (await this.users.findById(userId))!;
    if (!(await verifyPassword(user.password_hash, password))) {
      failFields([{ field: 'password', messageKey: 'wrong_password' }]);
    }
    const now = this.now();
    await this.users.update(userId, { status: 'deleted', deleted_at: now.toISOString() });
    await this.users.setProfileStatus(userId, 'disabled');
    await this.users.recordDeletion(
      userId,
      reasons,
      comment,
      now.toISOString(),
      addMs(now, TOKEN_TTL.reactivation),
    );
    await this.sessions.deleteAllForUser(userId);
    await this.sendReactivation(user, siteName);
  }

  private async sendReactivation(user: UserRecord, siteName: string) {
    const token = await this.issueToken(user, 'reactivation');
    await this.mailer.send(
      accountMail('reactivation', {
        userId: user.id,
        to: user.email,
        language: user.language,
        siteName,
        link: `${this.config.publicUrl}/api/reactivate.php?token=${encodeURIComponent(token)}`,
      }),
    );
  }

  /** A new reactivation link for a deleted account; silent for any other address. */
  async resendReactivation(emailInput: string, siteName: string) {
    const user = await this.users.findByEmail(normalizeEmail(emailInput));
    if (!user || user.status !== 'deleted') return;
    await this.sendReactivation(user, siteName);
  }

  /** Restores a deleted account from a valid link; returns the user id or null. */
  async reactivate(token: string): Promise<number | null> {
    const now = this.now().toISOString();
    const row = await this.tokens.consume(hashToken(token), 'reactivation', now);
    const user = row ? await this.users.findById(row.user_id) : null;
    if (!user || user.status !== 'deleted') return null;
    // Activation happened before deletion when the user has an activated_at date.
    const wasActive = await this.users.wasActivated(user.id);
    await this.users.update(user.id, {
      status: wasActive ? 'active' : 'not_confirmed',
      deleted_at: null,
    });
    await this.users.setProfileStatus(user.id, wasActive ? 'active' : 'disabled');
    await this.users.markReactivated(user.id, now);
    return user.id;
  }
}
