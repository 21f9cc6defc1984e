import type { ColumnType } from 'kysely';
import type { DefaultFlag, Id, Timestamp } from './column.types';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A refund made by finance staff (decision 0162), once per idempotency key. */
export interface PaymentRefundTable {
  id: Id;
  payment_id: number;
  user_id: number;
  amount_cents: number;
  currency: string;
  /** Credits taken back from the balance with it. */
  credits_taken: number;
  /** Credits the rule asked for that the balance no longer held (spent already). */
  credits_short: Defaulted<number>;
  premium_ended: DefaultFlag;
  /** The staff member's reason, as typed. */
  reason: string;
  idempotency_key: string;
  staff_id: number;
  /** pending until the provider has accepted it (the `payment.staff-refund` job). */
  status: Defaulted<'pending' | 'refunded'>;
  provider_refund_id: Nullable<string>;
  created_at: Timestamp;
  refunded_at: Nullable<string>;
}
