import type { Payment, PaymentMethod } from '@dating/shared-contracts/api';
import type { Selectable } from 'kysely';
import type { PaymentTable } from '../../db/payments.types';
import { withdrawalQuote } from './withdrawal-quote';

export type PaymentRow = Selectable<PaymentTable> & { discount_code: string | null };

/**
 * A payment as the member sees it, with our status. Everything comes from our row: nothing
 * the provider's return URL or a query carried. `balance` is the member's credits now (the
 * withdrawal quote depends on it).
 */
export function presentPayment(row: PaymentRow, balance: number, now: Date): Payment {
  return {
    id: String(row.id),
    status: row.status,
    failure_reason: row.failure_reason,
    method: row.method as PaymentMethod,
    package_id: row.package_id === null ? null : String(row.package_id),
    credits: row.credits,
    amount_cents: row.amount_cents,
    base_amount_cents: row.base_amount_cents ?? row.amount_cents,
    currency: row.currency,
    discount_code: row.discount_code,
    discount_percentage: row.discount_percentage,
    sequence: row.sequence,
    recurring_failure:
      row.sequence === 'recurring' && row.method === 'creditcard' && row.status === 'failed',
    invoice_number: row.invoice_number,
    return_to: row.return_to,
    consent_text: row.consent_text,
    created_at: row.created_at,
    completed_at: row.completed_at,
    withdrawal: withdrawalQuote(row, balance, now),
    refund: { refunded_cents: row.staff_refunded_cents, credits_taken: row.staff_refunded_credits },
  };
}
