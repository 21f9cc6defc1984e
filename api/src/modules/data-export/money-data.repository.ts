import type { Db } from '../../db/database';
import type { Section } from './export-section';

/**
 * The money sections of data.json (decision 0122): payments, the credits ledger, mandates,
 * the direct-debit forms (without the SMS code's hash) and the discount codes used.
 */
export function moneySections(db: Db, userId: number): [string, Section][] {
  // Both tables have user_id and id; Kysely types a query of one table at a time.
  const byUser = (table: 'credit_ledger' | 'payments') =>
    db
      .selectFrom(table as 'payments')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  return [
    ['payments', () => byUser('payments')],
    ['credits_ledger', () => byUser('credit_ledger')],
    [
      'payment_mandates',
      () =>
        db
          .selectFrom('payment_mandates')
          .select(['id', 'provider', 'method', 'status', 'label', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('id')
          .execute(),
    ],
    [
      // The direct-debit forms the member filled in, without the SMS code's hash.
      'direct_debit_requests',
      () =>
        db
          .selectFrom('direct_debit_requests')
          .select([
            'id',
            'package_id',
            'account_holder',
            'iban',
            'street',
            'house_number',
            'postcode',
            'city',
            'phone',
            'status',
            'payment_id',
            'created_at',
          ])
          .where('user_id', '=', userId)
          .orderBy('id')
          .execute(),
    ],
    [
      'discount_code_uses',
      () =>
        db
          .selectFrom('discount_code_uses')
          .innerJoin('discount_codes', 'discount_codes.id', 'discount_code_uses.discount_code_id')
          .select(['discount_codes.code', 'discount_code_uses.payment_id', 'used_at'])
          .where('discount_code_uses.user_id', '=', userId)
          // A reservation is not a use; its open payment is in the export already.
          .where('discount_code_uses.state', '=', 'used')
          .execute(),
    ],
  ];
}
