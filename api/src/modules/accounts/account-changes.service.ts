import type { Tx } from '../../db/unit-of-work';
import { AppError, type FieldError } from '../../lib/app-error';
import { DAY, addMs } from '../../lib/time';
import { hashToken } from '../../lib/tokens';
import { liveSessionId } from '../live/live-hub';
import type { MailSiteOf } from '../mail/mail-site';
import {
  AccountServiceBase,
  RESET_MAILS_PER_DAY,
  RESET_MAILS_PER_DAY_ANYONE,
  TOKEN_TTL,
  clientKey,
  failFields,
} from './account-base';
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
   * Counted per address and client whether or not the address has an account, so the limit
   * reveals nothing, and a stranger uses up only his own share; a cap over all clients keeps
   * the mailbox from being flooded.
   */
  async requestPasswordReset(emailInput: string, client: string) {
    const email = normalizeEmail(emailInput);
    if (!isValidEmail(email)) failFields([{ field: 'email', messageKey: 'invalid_email' }]);
    const now = this.now();
    const key = clientKey(email, client);
    const sites = await this.sites();
    await this.inUnit(async ({ throttle, users }, tx) => {
      const sent = await throttle.resetRequestsSince(email, key, addMs(now, -DAY));
      if (sent.byClient >= RESET_MAILS_PER_DAY || sent.byAnyone >= RESET_MAILS_PER_DAY_ANYONE) {
        throw new AppError(429, 'too_many_reset_mails');
      }
      await throttle.recordResetRequest(email, key, now.toISOString());
      const user = await users.findByEmail(email);
      if (!user || user.status === 'deleted') return;
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
   * Sets the new password of a valid reset link, ends every session and tells the owner;
   * returns the user id.
   */
  async resetPassword(token: string, password: string, repeat: string): Promise<number> {
    const errors = newPasswordErrors(password, repeat);
    if (errors.length > 0) failFields(errors);
    const passwordHash = await hashPassword(password);
    const now = this.now().toISOString();
    const sites = await this.sites();
    return this.inUnit(async ({ tokens, users, sessions }, tx) => {
      const row = await tokens.consume(hashToken(token), 'password_reset', now);
      const user = row ? await users.findById(row.user_id) : null;
      if (!user || user.status === 'deleted') throw new AppError(400, 'link_expired');
      await users.update(user.id, { password_hash: passwordHash });
      // Following the link proves the address, so a pending account becomes active.
      if (user.status === 'not_confirmed') {
        await users.update(user.id, { status: 'active', activated_at: now });
        await users.setProfileStatus(user.id, 'active');
      }
      await tokens.revokeAll(user.id, 'password_reset', now);
      await sessions.deleteAllForUser(user.id);
      await tx.enqueue('live.control', { userId: user.id, control: { kind: 'sessions-ended' } });
      await this.passwordChangedNotice(tx, user, sites);
      return user.id;
    });
  }

  /** A new password ends every other session of the member and tells the owner by mail. */
  async changePassword(
    userId: number,
    currentSession: string | null,
    input: { current: string; password: string; repeat: string },
  ) {
    const user = (await this.repos.users.findById(userId))!;
    const errors = newPasswordErrors(input.password, input.repeat);
    if (!(await verifyPassword(user.password_hash, input.current))) {
      errors.unshift({ field: 'current_password', messageKey: 'wrong_password' });
    }
    if (errors.length > 0) failFields(errors);
    const passwordHash = await hashPassword(input.password);
    const sites = await this.sites();
    await this.inUnit(async ({ users, sessions }, tx) => {
      await users.update(userId, { password_hash: passwordHash });
      await sessions.deleteAllForUser(
        userId,
        currentSession ? hashToken(currentSession) : undefined,
      );
      await tx.enqueue('live.control', {
        userId,
        control: {
          kind: 'sessions-ended',
          ...(currentSession ? { exceptSessionId: liveSessionId(currentSession) } : {}),
        },
      });
      await this.passwordChangedNotice(tx, user, sites);
    });
  }

  private async passwordChangedNotice(tx: Tx, user: UserRecord, sites: MailSiteOf) {
    await this.mail(tx, 'password_changed', user, user.email, sites, '/reset-password');
  }

  async requestMailChange(userId: number, emailInput: string, password: string) {
    const user = (await this.repos.users.findById(userId))!;
    const email = normalizeEmail(emailInput);
    const fields: FieldError[] = [];
    if (!isValidEmail(email)) fields.push({ field: 'email', messageKey: 'invalid_email' });
    if (!(await verifyPassword(user.password_hash, password))) {
      fields.push({ field: 'password', messageKey: 'wrong_password' });
    }
    if (fields.length > 0) failFields(fields);
    if (email === user.email || (await this.repos.users.emailExists(email))) {
      throw new AppError(409, 'email_taken', undefined, [
        { field: 'email', messageKey: 'email_taken' },
      ]);
    }
    const sites = await this.sites();
    await this.inUnit(async (_repos, tx) => {
      const token = await this.issueToken(tx, user, 'mail_change', email);
      await this.mail(tx, 'mail_change', user, email, sites, this.link('/mail-change/do', token));
    });
  }

  /** Moves the account to the confirmed address and tells the old one. */
  async confirmMailChange(token: string) {
    const now = this.now().toISOString();
    const sites = await this.sites();
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

  async deleteAccount(userId: number, password: string, reasons: string[], comment: string | null) {
    const user = (await this.repos.users.findById(userId))!;
    if (!(await verifyPassword(user.password_hash, password))) {
      failFields([{ field: 'password', messageKey: 'wrong_password' }]);
    }
    const now = this.now();
    const sites = await this.sites();
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
      await sessions.deleteAllForUser(userId);
      await tx.enqueue('live.control', { userId, control: { kind: 'sessions-ended' } });
      // The images the member sent in chats go at once, files and links (decision 0120).
      await tx.enqueue('chat-image.purge', { userId });
      await this.queueReactivation(tx, user, sites);
    });
  }

  private async queueReactivation(tx: Tx, user: UserRecord, sites: MailSiteOf) {
    const token = await this.issueToken(tx, user, 'reactivation');
    const link = this.link('/api/reactivate.php', token);
    await this.mail(tx, 'reactivation', user, user.email, sites, link);
  }

  /** A new reactivation link for a deleted account; silent for any other address. */
  async resendReactivation(emailInput: string) {
    const email = normalizeEmail(emailInput);
    // Not an address (a NUL byte would fail PostgreSQL's text): the same silent answer.
    if (!isValidEmail(email)) return;
    const user = await this.repos.users.findByEmail(email);
    if (!user || user.status !== 'deleted') return;
    const sites = await this.sites();
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
