import type { ColumnType, Generated } from 'kysely';
import type { Id, Flag, Timestamp } from './column.types';

/** Money: the credits ledger, packages, payments, mandates and discount codes (decision 0122). */
export interface CreditLedgerTable {
  id: Id;
  user_id: number;
  /** Credits added (positive) or taken (negative); rows are never changed or deleted. */
  amount: number;
  /** message, gift, photo, refund, purchase, withdrawal, correction, signup, ... */
  reason: string;
  /** What the row is about (`message:12`, `payment:7`); (reason, reference) is unique for purchase and withdrawal. */
  reference: string | null;
  created_at: Timestamp;
}

export interface CreditPackageTable {
  id: Id;
  /** NULL: every country without rows of its own. */
  country: string | null;
  currency: string;
  credits: number;
  price_cents: number;
  popular: Flag;
  position: number;
  active: Flag;
  created_at: Timestamp;
}

/** A list price of a package from `valid_from` on, until the next row of the package. */
export interface CreditPackagePriceTable {
  id: Generated<number>;
  package_id: number;
  price_cents: number;
  valid_from: string;
}

export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled';
export type PaymentSequence = 'oneoff' | 'first' | 'recurring';

export interface PaymentTable {
  id: Id;
  user_id: number;
  provider: string;
  method: string;
  credits: number;
  /** What the member pays, after the discount. */
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  discount_code_id: number | null;
  package_id: number | null;
  provider_payment_id: string | null;
  idempotency_key: string | null;
  base_amount_cents: number | null;
  discount_percentage: number;
  issuer: string | null;
  checkout_url: string | null;
  provider_status: string | null;
  failure_reason: string | null;
  sequence: PaymentSequence;
  mandate_id: number | null;
  repeat_of: number | null;
  return_to: string | null;
  language: string;
  consent_at: Timestamp | null;
  consent_text: string | null;
  invoice_number: string | null;
  completed_at: Timestamp | null;
  withdrawn_at: Timestamp | null;
  withdrawn_credits: number | null;
  refunded_cents: number;
  provider_refund_id: string | null;
  /** Paid back by finance staff's refunds (decision 0162), apart from a withdrawal's refund. */
  staff_refunded_cents: ColumnType<number, number | undefined, number>;
  /** Credits those refunds took back. */
  staff_refunded_credits: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentMandateTable {
  id: Id;
  user_id: number;
  provider: string;
  provider_customer_id: string | null;
  provider_mandate_id: string | null;
  method: string;
  /** `cancelled`: the member cancelled it; nothing is charged on it any more. */
  status: 'pending' | 'valid' | 'invalid' | 'cancelled';
  label: string;
  created_at: Timestamp;
  cancelled_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When the provider revoked it too (the `payment.revoke-mandate` job). */
  provider_revoked_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface DirectDebitRequestTable {
  id: Id;
  user_id: number;
  package_id: number;
  idempotency_key: string;
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  phone: string;
  discount_code: string | null;
  language: string;
  consent_text: string;
  return_to: string | null;
  code_hash: string;
  attempts: number;
  status: 'awaiting_code' | 'confirmed' | 'refused';
  payment_id: number | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface PaymentBlocklistTable {
  id: Id;
  kind: 'iban' | 'phone';
  value: string;
  reason: string | null;
  created_at: Timestamp;
}

export interface DiscountCodeTable {
  id: Id;
  code: string;
  country: string | null;
  user_id: number | null;
  expires_at: Timestamp | null;
  value_percentage: number;
  currency: string;
  minimum_order_value: number;
  status: 'active' | 'inactive';
  once_per_user: Flag;
  paymentmethods: string;
  created_at: Timestamp;
}

export interface DiscountCodeUseTable {
  id: Id;
  discount_code_id: number;
  user_id: number;
  payment_id: number | null;
  /** When it was used; while reserved, when the payment that holds it was created. */
  used_at: Timestamp;
  /**
   * reserved: held by the open payment `payment_id` (a once-per-member code); used: its
   * payment completed. Unique per code and member, so a code is on one open payment at most.
   */
  state: Generated<'reserved' | 'used'>;
}

/** The built-in test provider's books (migration 20261206-0002; decision 0122-payments-core). */
export interface TestProviderPaymentTable {
  id: string;
  amount_cents: number;
  currency: string;
  description: string;
  method: string;
  issuer: string | null;
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
  sequence_type: 'oneoff' | 'first' | 'recurring';
  customer_id: string | null;
  mandate_id: string | null;
  payer_label: string | null;
  redirect_url: string;
  webhook_url: string;
  locale: string;
  /** JSON object of strings. */
  metadata: string;
  idempotency_key: string;
  refunded_cents: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TestProviderCustomerTable {
  id: string;
  name: string;
  email: string;
  metadata: string;
  created_at: Timestamp;
}

export interface TestProviderMandateTable {
  id: string;
  customer_id: string;
  method: 'directdebit' | 'creditcard' | 'paypal';
  status: 'pending' | 'valid' | 'invalid';
  label: string;
  consumer_name: string | null;
  consumer_account: string | null;
  reference: string | null;
  created_at: Timestamp;
}

export interface TestProviderRefundTable {
  id: string;
  payment_id: string;
  amount_cents: number;
  currency: string;
  description: string;
  idempotency_key: string;
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
  created_at: Timestamp;
}
