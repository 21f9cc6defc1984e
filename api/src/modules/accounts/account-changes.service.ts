import { AppError, type FieldError } from '../../lib/app-error';
import { DAY, addMs } from '../../lib/time';
import { hashToken } from '../../lib/tokens';
import { AccountServiceBase, RESET_MAILS_PER_DAY, TOKEN_TTL, failFields } from './account-base';
import { accountMail } from './account-mails';
import {
  hashPassword,
  isValidEmail,
  newPasswordErrors,
  normalizeEmail,
  verifyPassword,
} from './password';
import type { UserRecord } from './user.repository';

/** Changes by e-mail link or password: reset, password and e-mail change, deletion, reactivation. */
export class AccountChangesService extends AccountServiceBase {
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
