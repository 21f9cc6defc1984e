import type { Tx } from '../../db/unit-of-work';
import { AppError, type FieldError } from '../../lib/app-error';
import { DAY, addMs } from '../../lib/time';
import { hashToken } from '../../lib/tokens';
import type { MailSiteOf } from '../mail/mail-site';
import {
  AccountServiceBase,
  RESET_MAILS_PER_CLIENT_DAY,
  RESET_MAILS_PER_DAY,
  RESET_MAILS_TO_ADDRESS_DAY,
  RESET_MAIL_SPACING,
  TOKEN_TTL,
  failFields,
} from './account-base';
import type { PasswordClient } from './known-device';
import { clientKey } from './password-guard';
import {
  hashPassword,
  isValidEmail,
  newPasswordErrors,
  normalizeEmail,
  verifyPassword,
} from './password';
import type { UserRecord } from './user.repository';

/**
 * Changes by e-mail link or password: reset, password and e-mail change, deletion,
 * reactivation. Each is one unit of work with the mails it causes.
 */
export class AccountChangesService extends AccountServiceBase {
  /**
   * Reset mails are limited three ways, each counted whether or not the address has an
   * account, so no answer tells whether it has one:
   * - what one client asks (3 a day for an address, 20 a day in all) is answered 429 past
   *   its limit: only that client used it up;
   * - what an address receives from everyone (3 a day, then one an hour) is refused in
   *   silence, with the answer of a sent mail: strangers cannot flood the mailbox, and the
   *   owner then finds a link of the last hour in it. A browser with the account's device
   *   cookie is the owner's and is not held to it.
   */
  async requestPasswordReset(emailInput: string, client: PasswordClient, origin?: string) {
    const email = normalizeEmail(emailInput);
    if (!isValidEmail(email)) failFields([{ field: 'email', messageKey: 'invalid_email' }]);
    const now = this.now();
    const windowStart = addMs(now, -DAY);
    const { throttle } = this.repos;
    const take = (key: string, max: number, spacedFrom?: string) =>
      throttle.takeBudget(key, { now: now.toISOString(), windowStart, max, spacedFrom });
    const askedByClient = await take(clientKey(`reset:${email}`, client.ip), RESET_MAILS_PER_DAY);
    if (
      !askedByClient ||
      !(await take(clientKey('reset:*', client.ip), RESET_MAILS_PER_CLIENT_DAY))
    )
      throw new AppError(429, 'too_many_reset_mails');
    const found = await this.repos.users.findByEmail(email);
    const user = found && found.status !== 'deleted' ? found : null;
    const owners = user !== null && (await this.devices.nonceFor(client.device, user.id)) !== null;
    if (!owners) {
      const spacedFrom = addMs(now, -RESET_MAIL_SPACING);
      if (!(await take(clientKey(`reset:${email}`, '*'), RESET_MAILS_TO_ADDRESS_DAY, spacedFrom)))
        return;
    }
    if (user === null) return;
    const sites = await this.sites(origin);
    await this.inUnit(async (_repos, tx) => {
      const token = await this.issueToken(tx, user, 'password_reset');
      await this.mail(
        tx,
        'password_reset',
        user,
        user.email,
        sites,
        this.link('/reset-password/do', token),
      );
    });
  }

  /**
   * Whether a reset link can still set a password (unused, unexpired, its owner not deleted),
   * without using it: the page asks before it offers the form. Answers 400 `link_expired`.
   */
  async checkResetLink(token: string): Promise<void> {
    const ownerId = await this.repos.tokens.usableBy(
      hashToken(token),
      'password_reset',
      this.now().toISOString(),
    );
    const owner = ownerId === null ? null : await this.repos.users.findById(ownerId);
    if (!owner || owner.status === 'deleted') throw new AppError(400, 'link_expired');
  }

  /**
   * Sets the new password of a valid reset link, ends every session and tells the owner;
   * returns the user id.
   */
  async resetPassword(
    token: string,
    password: string,
    repeat: string,
    origin?: string,
  ): Promise<number> {
    const now = this.now().toISOString();
    const tokenHash = hashToken(token);
    const ownerId = await this.repos.tokens.usableBy(tokenHash, 'password_reset', now);
    const owner = ownerId === null ? null : await this.repos.users.findById(ownerId);
    if (!owner || owner.status === 'deleted') throw new AppError(400, 'link_expired');
    const errors = await newPasswordErrors(password, repeat, ownerOf(owner));
    if (errors.length > 0) failFields(errors);
    const passwordHash = await hashPassword(password);
    const sites = await this.sites(origin);
    return this.inUnit(async ({ tokens, users, sessions }, tx) => {
      const row = await tokens.consume(tokenHash, 'password_reset', now);
      const user = row ? await users.findById(row.user_id) : null;
      if (!user || user.status === 'deleted') throw new AppError(400, 'link_expired');
      await users.update(user.id, { password_hash: passwordHash });
      // Following the link proves the address, so a pending account becomes active.
      if (user.status === 'not_confirmed') {
        await users.update(user.id, { status: 'active', activated_at: now });
        await users.setProfileStatus(user.id, 'active');
      }
      await tokens.revokeAll(user.id, 'password_reset', now);
      const ended = await sessions.deleteAllForUser(user.id);
      await tx.enqueue('live.control', {
        userId: user.id,
        control: { kind: 'sessions-ended', sessionIds: ended },
      });
      await this.passwordChangedNotice(tx, user, sites);
      return user.id;
    });
  }

  /** The member's current password, typed again, checked under the login's budgets. */
  private currentPasswordRight(user: UserRecord, password: string, client: PasswordClient) {
    return this.passwordGuard.attempt({ email: user.email, userId: user.id }, client, () =>
      verifyPassword(user.password_hash, password),
    );
  }

  /** A new password ends every other session of the member and tells the owner by mail. */
  async changePassword(
    userId: number,
    currentSession: string | null,
    client: PasswordClient,
    input: { current: string; password: string; repeat: string },
    origin?: string,
  ) {
    const user = (await this.repos.users.findById(userId))!;
    const errors = await newPasswordErrors(input.password, input.repeat, ownerOf(user));
    if (!(await this.currentPasswordRight(user, input.current, client))) {
      errors.unshift({ field: 'current_password', messageKey: 'wrong_password' });
    }
    if (errors.length > 0) failFields(errors);
    const passwordHash = await hashPassword(input.password);
    const sites = await this.sites(origin);
    await this.inUnit(async ({ users, sessions }, tx) => {
      await users.update(userId, { password_hash: passwordHash });
      const ended = await sessions.deleteAllForUser(
        userId,
        currentSession ? hashToken(currentSession) : undefined,
      );
      await tx.enqueue('live.control', {
        userId,
        control: { kind: 'sessions-ended', sessionIds: ended },
      });
      await this.passwordChangedNotice(tx, user, sites);
    });
  }

  private async passwordChangedNotice(tx: Tx, user: UserRecord, sites: MailSiteOf) {
    await this.mail(tx, 'password_changed', user, user.email, sites, '/reset-password');
  }

  async requestMailChange(
    userId: number,
    emailInput: string,
    password: string,
    client: PasswordClient,
    origin?: string,
  ) {
    const user = (await this.repos.users.findById(userId))!;
    const email = normalizeEmail(emailInput);
    const fields: FieldError[] = [];
    if (!isValidEmail(email)) fields.push({ field: 'email', messageKey: 'invalid_email' });
    if (!(await this.currentPasswordRight(user, password, client))) {
      fields.push({ field: 'password', messageKey: 'wrong_password' });
    }
    if (fields.length > 0) failFields(fields);
    if (email === user.email || (await this.repos.users.emailExists(email))) {
      throw new AppError(409, 'email_taken', undefined, [
        { field: 'email', messageKey: 'email_taken' },
      ]);
    }
    const sites = await this.sites(origin);
    await this.inUnit(async (_repos, tx) => {
      const token = await this.issueToken(tx, user, 'mail_change', email);
      await this.mail(tx, 'mail_change', user, email, sites, this.link('/mail-change/do', token));
    });
  }

  /** Moves the account to the confirmed address and tells the old one. */
  async confirmMailChange(token: string, origin?: string) {
    const now = this.now().toISOString();
    const sites = await this.sites(origin);
    await this.inUnit(async ({ tokens, users }, tx) => {
      const row = await tokens.consume(hashToken(token), 'mail_change', now);
      if (!row || !row.data) throw new AppError(400, 'link_expired');
      if (await users.emailExists(row.data)) throw new AppError(409, 'email_taken');
      const user = (await users.findById(row.user_id))!;
      await users.update(row.user_id, { email: row.data });
      // To the old address: the owner hears of it even when somebody else changed it.
      await this.mail(tx, 'mail_changed', user, user.email, sites, '/pages/service');
    });
  }

  /**
   * Deletes the account, keeping everything it holds through the grace period
   * (`reactivate_until`): a reactivation finds it all, chat images too. The retention sweep
   * erases what is left once the period has ended (decision 0167).
   */
  async deleteAccount(
    userId: number,
    client: PasswordClient,
    input: { password: string; reasons: string[]; comment: string | null },
    origin?: string,
  ) {
    const { password, reasons, comment } = input;
    const user = (await this.repos.users.findById(userId))!;
    if (!(await this.currentPasswordRight(user, password, client))) {
      failFields([{ field: 'password', messageKey: 'wrong_password' }]);
    }
    const now = this.now();
    const sites = await this.sites(origin);
    await this.inUnit(async ({ users, sessions }, tx) => {
      await users.update(userId, { status: 'deleted', deleted_at: now.toISOString() });
      await users.setProfileStatus(userId, 'disabled');
      await users.recordDeletion(
        userId,
        reasons,
        comment,
        now.toISOString(),
        addMs(now, TOKEN_TTL.reactivation),
      );
      const ended = await sessions.deleteAllForUser(userId);
      await tx.enqueue('live.control', {
        userId,
        control: { kind: 'sessions-ended', sessionIds: ended },
      });
      await this.queueReactivation(tx, user, sites);
    });
  }

  private async queueReactivation(tx: Tx, user: UserRecord, sites: MailSiteOf) {
    const token = await this.issueToken(tx, user, 'reactivation');
    const link = this.link('/api/reactivate.php', token);
    await this.mail(tx, 'reactivation', user, user.email, sites, link);
  }

  /** A new reactivation link for a deleted account; silent for any other address. */
  async resendReactivation(emailInput: string, origin?: string) {
    const email = normalizeEmail(emailInput);
    // Not an address (a NUL byte would fail PostgreSQL's text): the same silent answer.
    if (!isValidEmail(email)) return;
    const user = await this.repos.users.findByEmail(email);
    if (!user || user.status !== 'deleted') return;
    const sites = await this.sites(origin);
    await this.unitOfWork.run((tx) => this.queueReactivation(tx, user, sites));
  }

  /** Restores a deleted account from a valid link; returns the user id or null. */
  async reactivate(token: string): Promise<number | null> {
    const now = this.now().toISOString();
    return this.inUnit(async ({ tokens, users }) => {
      const row = await tokens.consume(hashToken(token), 'reactivation', now);
      const user = row ? await users.findById(row.user_id) : null;
      if (!user || user.status !== 'deleted') return null;
      // Activation happened before deletion when the user has an activated_at date.
      const wasActive = await users.wasActivated(user.id);
      await users.update(user.id, {
        status: wasActive ? 'active' : 'not_confirmed',
        deleted_at: null,
      });
      await users.setProfileStatus(user.id, wasActive ? 'active' : 'disabled');
      await users.markReactivated(user.id, now);
      return user.id;
    });
  }
}

/** What a new password must not be made of: the member's name and address. */
const ownerOf = (user: UserRecord) => ({ name: user.profile.name, email: user.email });
