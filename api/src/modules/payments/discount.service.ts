import { TIME_BONUS_CODE, timeBonusAt, type DiscountCode } from '@dating/shared-contracts/api';
import { AppError } from '../../lib/app-error';
import { DAY } from '../../lib/time';
import type { DiscountRepository } from './discount.repository';

export const WELCOME_CODE = 'WELCOME25';
/** How long after signup the welcome discount stays usable. */
export const WELCOME_WINDOW = 7 * DAY;
/** How long the discount offered before deleting the account stays usable. */
export const RETENTION_WINDOW = 14 * DAY;

/**
 * The discount codes: the synthetic once-per-user time bonus (time-bonus-rules.ts: for an
 * unpaid member who has not used it, in the first 4 hours after signup), else the welcome
 * code, else a code.
 */
export class DiscountService {
  constructor(
    private readonly repo: DiscountRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * The member's welcome discount, or null when they have none: paid already, the code used,
   * expired, switched off or of another country. Having none is no error.
   */
  async welcome(userId: number): Promise<DiscountCode | null> {
    const user = await this.repo.userFacts(userId);
    if (user.paid_user === 1) return null;
    const bonus = await this.timeBonus(userId, user);
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
      const bonus = await this.timeBonus(userId, user);
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

  /** The time bonus by the shared rule (time-bonus-rules.ts), with the facts only we hold. */
  private async timeBonus(
    userId: number,
    user: { signup_date: string; paid_user: number },
  ): Promise<DiscountCode | null> {
    const row = await this.repo.byCode(TIME_BONUS_CODE);
    const used = row !== undefined && (await this.repo.usedBy(row.id, userId));
    const now = this.now().getTime();
    const paid = user.paid_user === 1;
    const bonus = timeBonusAt({ signup_date: user.signup_date, paid, used }, now);
    if (!bonus) return null;
    return {
      code: bonus.code,
      country: null,
      user_id: String(userId),
      expires: bonus.expires,
      value_percentage: bonus.value_percentage,
      percentage: bonus.value_percentage,
      currency: 'EUR',
      minimum_order_value: 0,
      minimum: 0,
      status: 'active',
      validity: Math.floor((Date.parse(bonus.expires) - now) / 1000),
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
