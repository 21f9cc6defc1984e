import type { SignupBody } from '@dating/shared-contracts/api';
import { AppError, type FieldError } from '../../lib/app-error';
import { MINUTE, addMs, ageOn, parseDate } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import {
  AccountServiceBase,
  LOCKOUT_ATTEMPTS,
  LOCKOUT_WINDOW,
  MIN_AGE,
  SESSION_TTL,
  failFields,
  type SiteContext,
} from './account-base';
import { accountMail } from './account-mails';
import {
  MIN_PASSWORD_LENGTH,
  hashPassword,
  isValidEmail,
  normalizeEmail,
  verifyPassword,
} from './password';
import type { UserRecord } from './user.repository';

export {
  LOCKOUT_ATTEMPTS,
  LOCKOUT_WINDOW,
  MIN_AGE,
  SESSION_TTL,
  type SiteContext,
} from './account-base';

/** Sessions, signup, activation and login. */
export class AccountsService extends AccountServiceBase {
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
}
