import type { DiscountCode } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { DAY, HOUR } from '../../lib/time';
import { DiscountRepository } from './discount.repository';

export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_WINDOW = 4 * HOUR;
export const WELCOME_CODE = 'WELCOME25';
/** How long after signup the welcome discount stays usable. */
export const WELCOME_WINDOW = 7 * DAY;
/** How long the discount offered before deleting the account stays usable. */
export const RETENTION_WINDOW = 14 * DAY;

/**
 * The discount codes: the synthetic once-per-user TIMEBONUS25 (25%, for
 * an unpaid user in the first 4 hours after signup), else the welcome code, else a code.
 */
export class DiscountService {
  private readonly repo: DiscountRepository;

  constructor(
    db: Db,
    private readonly now: () => Date,
  ) {
    this.repo = new DiscountRepository(db);
  }

  /**
   * The member's welcome discount, or null when they have none: paid already, the code used,
   * expired, switched off or of another country. Having none is no error.
   */
  async welcome(userId: number): Promise<DiscountCode | null> {
    const user = await this.repo.userFacts(userId);
    if (user.paid_user === 1) return null;
    const bonus = await this.timeBonus(userId, user.signup_date);
    if (bonus) return bonus;
    try {
      return await this.lookup(
        userId,
        WELCOME_CODE,
        new Date(new Date(user.signup_date).getTime() + WELCOME_WINDOW),
      );
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  async code(userId: number, code: string): Promise<DiscountCode> {
    if (code.toUpperCase() === TIME_BONUS_CODE) {
      const user = await this.repo.userFacts(userId);
      const bonus = user.paid_user === 1 ? null : await this.timeBonus(userId, user.signup_date);
      if (!bonus) throw new AppError(422, 'code_invalid');
      return bonus;
    }
    return this.lookup(userId, code);
  }

  /**
   * The member's personal code for staying (company info `delete_discount` percent). Its
   * name follows from the user id, so asking twice, even at once, makes one code; it is
   * valid for RETENTION_WINDOW from the first ask and can be used once.
   */
  async retention(userId: number, percentage: number): Promise<DiscountCode> {
    if (percentage <= 0) throw new AppError(404, 'code_not_found');
    const code = `STAY-${userId.toString(36).toUpperCase()}`;
    const now = this.now();
    await this.repo.insertPersonal({
      code,
      userId,
      percentage,
      expiresAt: new Date(now.getTime() + RETENTION_WINDOW).toISOString(),
      now: now.toISOString(),
    });
    return this.lookup(userId, code);
  }

  private async timeBonus(userId: number, signupDate: string): Promise<DiscountCode | null> {
    const ends = new Date(signupDate).getTime() + TIME_BONUS_WINDOW;
    const left = Math.floor((ends - this.now().getTime()) / 1000);
    if (left <= 0) return null;
    const row = await this.repo.byCode(TIME_BONUS_CODE);
    if (row && (await this.repo.usedBy(row.id, userId))) return null;
    return {
      code: TIME_BONUS_CODE,
      country: null,
      user_id: String(userId),
      expires: new Date(ends).toISOString(),
      value_percentage: 25,
      percentage: 25,
      currency: 'EUR',
      minimum_order_value: 0,
      minimum: 0,
      status: 'active',
      validity: left,
      expired: false,
      paymentmethods: [],
    };
  }

  private async lookup(userId: number, code: string, personalExpiry?: Date): Promise<DiscountCode> {
    const row = await this.repo.byCode(code);
    // A personal code of another member looks like no code at all.
    if (!row || (row.user_id !== null && row.user_id !== userId))
      throw new AppError(404, 'code_not_found');
    if (row.once_per_user === 1 && (await this.repo.usedBy(row.id, userId)))
      throw new AppError(409, 'code_used');
    const user = await this.repo.userFacts(userId);
    const expiresAt = personalExpiry ?? (row.expires_at ? new Date(row.expires_at) : null);
    const now = this.now();
    const expired = expiresAt !== null && expiresAt.getTime() <= now.getTime();
    if (
      row.status !== 'active' ||
      expired ||
      (row.country !== null && row.country !== user.country)
    ) {
      throw new AppError(422, 'code_invalid');
    }
    return {
      code: row.code,
      country: row.country,
      user_id: row.user_id !== null ? String(row.user_id) : null,
      expires: expiresAt ? expiresAt.toISOString() : null,
      value_percentage: row.value_percentage,
      percentage: row.value_percentage,
      currency: row.currency,
      minimum_order_value: row.minimum_order_value,
      minimum: row.minimum_order_value,
      status: row.status,
      validity: expiresAt ? Math.floor((expiresAt.getTime() - now.getTime()) / 1000) : null,
      expired,
      paymentmethods: JSON.parse(row.paymentmethods) as string[],
    };
  }
}
