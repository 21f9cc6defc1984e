import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

function table(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> {
  const builder = db.schema.createTable(name) as CreateTableBuilder<string, 'id'>;
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Default packages: a country's own rows win over the rows without a country (decision 0122). */
const PACKAGES: { country: string | null; currency: string; rows: [number, number][] }[] = [
  {
    country: null,
    currency: 'EUR',
    rows: [
      [50, 1250],
      [125, 2500],
      [300, 5000],
    ],
  },
  {
    country: 'GB',
    currency: 'GBP',
    rows: [
      [50, 1100],
      [125, 2200],
      [300, 4400],
    ],
  },
  {
    country: 'US',
    currency: 'USD',
    rows: [
      [50, 1400],
      [125, 2800],
      [300, 5500],
    ],
  },
  {
    country: 'CH',
    currency: 'CHF',
    rows: [
      [50, 1300],
      [125, 2600],
      [300, 5200],
    ],
  },
  {
    country: 'PL',
    currency: 'PLN',
    rows: [
      [50, 5500],
      [125, 11000],
      [300, 22000],
    ],
  },
  {
    country: 'DK',
    currency: 'DKK',
    rows: [
      [50, 9500],
      [125, 19000],
      [300, 37500],
    ],
  },
  {
    country: 'SE',
    currency: 'SEK',
    rows: [
      [50, 14500],
      [125, 29000],
      [300, 57500],
    ],
  },
  {
    country: 'NO',
    currency: 'NOK',
    rows: [
      [50, 14500],
      [125, 29000],
      [300, 57500],
    ],
  },
];

/**
 * Payments (decision 0122): packages as data per country and currency; a payment knows its
 * provider's id (unique, so a webhook finds one row) and the client's idempotency key
 * (unique per member, so a double click makes one payment); the ledger grants a purchase
 * once (unique reason and reference); mandates for repeat orders and direct debit; the
 * direct-debit requests awaiting their SMS code; blocked IBANs and phone numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'credit_packages')
    // NULL: every country without rows of its own.
    .addColumn('country', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  for (const { country, currency, rows } of PACKAGES) {
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto('credit_packages')
      .values(
        rows.map(([credits, price], index) => ({
          country,
          currency,
          credits,
          price_cents: price,
          popular: index === 1 ? 1 : 0,
          position: index,
          active: 1,
          created_at: now,
        })),
      )
      .execute();
  }

  await table(db, 'payment_mandates')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_customer_id', 'text')
    .addColumn('provider_mandate_id', 'text')
    // directdebit, creditcard or paypal: the methods that allow a recurring payment.
    .addColumn('method', 'text', (c) => c.notNull())
    // pending, valid or invalid (revoked, or its first payment failed).
    .addColumn('status', 'text', (c) => c.notNull())
    // What the member recognises it by: "NL** **** **** 4300", "Visa •••• 4242".
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  const payments = () => db.schema.alterTable('payments');
  await payments()
    .addColumn('package_id', 'integer', (c) => c.references('credit_packages.id'))
    .execute();
  await payments().addColumn('provider_payment_id', 'text').execute();
  await payments().addColumn('idempotency_key', 'text').execute();
  // Before the discount; amount_cents is what the member pays.
  await payments().addColumn('base_amount_cents', 'integer').execute();
  await payments()
    .addColumn('discount_percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await payments().addColumn('issuer', 'text').execute();
  await payments().addColumn('checkout_url', 'text').execute();
  // The provider's own word (open, paid, expired, ...); status is ours (pending, completed,
  // failed or cancelled).
  await payments().addColumn('provider_status', 'text').execute();
  await payments().addColumn('failure_reason', 'text').execute();
  // oneoff, first (makes a mandate) or recurring (charges one).
  await payments()
    .addColumn('sequence', 'text', (c) => c.notNull().defaultTo('oneoff'))
    .execute();
  await payments()
    .addColumn('mandate_id', 'integer', (c) => c.references('payment_mandates.id'))
    .execute();
  await payments()
    .addColumn('repeat_of', 'integer', (c) => c.references('payments.id'))
    .execute();
  await payments().addColumn('return_to', 'text').execute();
  await payments()
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('nl'))
    .execute();
  // The consent to start at once and the withdrawal terms, in the words the member saw.
  await payments().addColumn('consent_at', 'text').execute();
  await payments().addColumn('consent_text', 'text').execute();
  await payments().addColumn('invoice_number', 'text').execute();
  await payments().addColumn('completed_at', 'text').execute();
  await payments().addColumn('withdrawn_at', 'text').execute();
  await payments().addColumn('withdrawn_credits', 'integer').execute();
  await payments()
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await payments().addColumn('provider_refund_id', 'text').execute();
  // Unique where set: NULLs (payments from before, or not yet sent to the provider) never collide.
  await db.schema
    .createIndex('payments_provider_id')
    .on('payments')
    .columns(['provider', 'provider_payment_id'])
    .unique()
    .where(sql.ref('provider_payment_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('payments_idempotency')
    .on('payments')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('payments_invoice_number')
    .on('payments')
    .columns(['invoice_number'])
    .unique()
    .where(sql.ref('invoice_number'), 'is not', null)
    .execute();
  await db.schema.createIndex('payments_user').on('payments').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('payments_open')
    .on('payments')
    .columns(['status', 'updated_at'])
    .execute();

  // A purchase is credited once, its withdrawal taken back once: (reason, reference) is unique.
  await db.schema
    .createIndex('credit_ledger_once')
    .on('credit_ledger')
    .columns(['reason', 'reference'])
    .unique()
    .where(sql.ref('reason'), 'in', ['purchase', 'withdrawal'])
    .execute();

  await table(db, 'direct_debit_requests')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('credit_packages.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('account_holder', 'text', (c) => c.notNull())
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('house_number', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('discount_code', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text')
    // A hash of the SMS code, never the code itself.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // awaiting_code, confirmed or refused (too many wrong codes, or expired).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('direct_debit_requests_idempotency', ['user_id', 'idempotency_key'])
    .execute();

  await table(db, 'payment_blocklist')
    // iban or phone, normalised (no spaces, upper case; phone in E.164).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_blocklist_value', ['kind', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_blocklist').execute();
  await db.schema.dropTable('direct_debit_requests').execute();
  await db.schema.dropIndex('credit_ledger_once').execute();
  for (const index of [
    'payments_open',
    'payments_user',
    'payments_invoice_number',
    'payments_idempotency',
    'payments_provider_id',
  ])
    await db.schema.dropIndex(index).execute();
  for (const column of [
    'provider_refund_id',
    'refunded_cents',
    'withdrawn_credits',
    'withdrawn_at',
    'completed_at',
    'invoice_number',
    'consent_text',
    'consent_at',
    'language',
    'return_to',
    'repeat_of',
    'mandate_id',
    'sequence',
    'failure_reason',
    'provider_status',
    'checkout_url',
    'issuer',
    'discount_percentage',
    'base_amount_cents',
    'idempotency_key',
    'provider_payment_id',
    'package_id',
  ])
    await db.schema.alterTable('payments').dropColumn(column).execute();
  await db.schema.dropTable('payment_mandates').execute();
  await db.schema.dropTable('credit_packages').execute();
}
