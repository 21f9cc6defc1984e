import type { MemberPayment } from '@dating/shared-contracts/api';
import type { Selectable } from 'kysely';
import type { PaymentTable } from '../../db/payments.types';

type Row = Selectable<PaymentTable>;

/** Paid back so far: the member's withdrawal refund and staff refunds together. */
export const refundedOf = (row: Row) => row.refunded_cents + row.staff_refunded_cents;

/** What a refund may still pay back: only of a completed payment, never more than was paid. */
export const refundableOf = (row: Row) =>
  row.status === 'completed' ? Math.max(0, row.amount_cents - refundedOf(row)) : 0;

/** A payment as support and finance see it (decision 0162). */
export const memberPayment = (row: Row): MemberPayment => ({
  id: String(row.id),
  createdAt: row.created_at,
  completedAt: row.completed_at,
  amountCents: row.amount_cents,
  currency: row.currency,
  status: row.status,
  provider: row.provider,
  method: row.method,
  credits: row.credits,
  invoiceNumber: row.invoice_number,
  refundedCents: refundedOf(row),
  refundableCents: refundableOf(row),
  withdrawnAt: row.withdrawn_at,
});
