import type { Id, Flag, Timestamp } from './database.types';

/** Money: the credits ledger, payments and discount codes. */
export interface CreditLedgerTable {
  id: Id;
  user_id: number;
  amount: number;
  reason: string;
  reference: string | null;
  created_at: Timestamp;
}

export interface PaymentTable {
  id: Id;
  user_id: number;
  provider: string;
  method: string;
  credits: number;
  amount_cents: number;
  currency: string;
  status: 'pending' | 'completed' | 'failed' | 'cancelled';
  discount_code_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
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
  used_at: Timestamp;
}
