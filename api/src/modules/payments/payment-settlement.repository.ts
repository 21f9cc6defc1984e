import type { Updateable } from 'kysely';
import { CreditLedgerRepository, ledgerReference } from '../../db/credit-ledger.repository';
import type { Db } from '../../db/database';
import type { PaymentTable } from '../../db/payments.types';

/** The SQL of settling a payment; always built on the settlement's transaction. */
export class PaymentSettlementRepository {
  constructor(private readonly db: Db) {}

  async payment(paymentId: number) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirst();
  }

  /** Keeps the provider's word on a payment that stays pending. */
  async notePendingStatus(paymentId: number, providerStatus: string, now: string) {
    await this.db
      .updateTable('payments')
      .set({ provider_status: providerStatus, updated_at: now })
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Ends a payment from pending only: the changed row, or undefined when it was not pending. */
  async endPending(paymentId: number, values: Updateable<PaymentTable>) {
    return this.db
      .updateTable('payments')
      .set(values)
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  /** Adds a purchase's credits and makes the member premium: the new balance and the mail's data. */
  async grantCredits(userId: number, credits: number) {
    return this.db
      .updateTable('users')
      .set((eb) => ({ credits: eb('credits', '+', credits), paid_user: 1 }))
      .where('id', '=', userId)
      .returning(['credits', 'email', 'site_domain'])
      .executeTakeFirstOrThrow();
  }

  /** (reason, reference) is unique for purchases: a second grant could not commit. */
  async insertPurchaseLedgerRow(userId: number, paymentId: number, credits: number, now: string) {
    await new CreditLedgerRepository(this.db).record({
      userId,
      amount: credits,
      reason: 'purchase',
      reference: ledgerReference.payment(paymentId),
      now,
    });
  }

  /** Settles a pending mandate of a first payment: valid with the provider's id, or invalid. */
  async settlePendingMandate(
    mandateId: number,
    outcome: { providerMandateId: string; label: string } | null,
  ) {
    await this.db
      .updateTable('payment_mandates')
      .set(
        outcome
          ? {
              status: 'valid',
              provider_mandate_id: outcome.providerMandateId,
              label: outcome.label,
            }
          : { status: 'invalid' },
      )
      .where('id', '=', mandateId)
      .where('status', '=', 'pending')
      .execute();
  }
}
