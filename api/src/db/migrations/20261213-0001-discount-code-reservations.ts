import { sql, type Kysely } from 'kysely';

/**
 * Discount codes reserved by an open payment (decision 0136). A row of `discount_code_uses`
 * is now made when a payment with a once-per-member code is created (`state` reserved) and
 * becomes the use when that payment completes (`state` used); it is deleted when the payment
 * fails, is cancelled or expires. The existing unique (discount_code_id, user_id) is what
 * makes a code sit on at most one open payment of a member, and never on one after it was
 * used. Rows of before are uses. Payments open now get their reservation here, the oldest
 * payment of a member and code winning.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('discount_code_uses')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('used'))
    .execute();
  // Freeing and consuming find the reservation by its payment.
  await db.schema
    .createIndex('discount_code_uses_payment')
    .on('discount_code_uses')
    .column('payment_id')
    .execute();
  await sql`
    insert into discount_code_uses (discount_code_id, user_id, payment_id, used_at, state)
    select p.discount_code_id, p.user_id, min(p.id), min(p.created_at), 'reserved'
    from payments p
    join discount_codes c on c.id = p.discount_code_id
    where p.status = 'pending'
      and c.once_per_user = 1
      and not exists (
        select 1 from discount_code_uses u
        where u.discount_code_id = p.discount_code_id and u.user_id = p.user_id
      )
    group by p.discount_code_id, p.user_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from discount_code_uses where state = 'reserved'`.execute(db);
  await db.schema.dropIndex('discount_code_uses_payment').execute();
  await db.schema.alterTable('discount_code_uses').dropColumn('state').execute();
}
