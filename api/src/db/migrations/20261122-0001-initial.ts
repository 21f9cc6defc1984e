import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** Integer ids: INTEGER PRIMARY KEY AUTOINCREMENT on SQLite, SERIAL on PostgreSQL. */
function table(db: Kysely<unknown>, name: string, withId = true): CreateTableBuilder<string, 'id'> {
  const builder = db.schema.createTable(name) as CreateTableBuilder<string, 'id'>;
  if (!withId) return builder;
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return pg
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const ref = (target: string) => `${target}.id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'users')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('notifications_disabled', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('invisible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signup_date', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('last_seen_at', 'text')
    .execute();

  await table(db, 'regions')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('regions_country_code', ['country', 'code'])
    .execute();

  await table(db, 'profiles')
    .addColumn('user_id', 'integer', (c) => c.unique().references(ref('users')).onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('sexuality', 'text')
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('region_id', 'integer', (c) => c.references(ref('regions')))
    .addColumn('region', 'text')
    .addColumn('city', 'text')
    .addColumn('lat', 'real')
    .addColumn('lon', 'real')
    .addColumn('hair_color', 'text')
    .addColumn('eye_color', 'text')
    .addColumn('body_type', 'text')
    .addColumn('relationship_status', 'text')
    .addColumn('tattoos', 'text')
    .addColumn('reason', 'text')
    .addColumn('about', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_fictional', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('main_image_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('profiles_search')
    .on('profiles')
    .columns(['status', 'country', 'gender', 'birth_date'])
    .execute();

  await table(db, 'images')
    .addColumn('profile_id', 'integer', (c) =>
      c.notNull().references(ref('profiles')).onDelete('cascade'),
    )
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('thumb_filename', 'text', (c) => c.notNull())
    .addColumn('match_filename', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('images_profile').on('images').column('profile_id').execute();

  await table(db, 'site_settings')
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'company_info')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('kvk', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('tradenames', 'text', (c) => c.notNull())
    .addColumn('vat_numbers', 'text', (c) => c.notNull())
    .addColumn('support_phone', 'text', (c) => c.notNull())
    .addColumn('delete_discount', 'integer', (c) => c.notNull())
    .addColumn('added', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'interests')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'profile_interests', false)
    .addColumn('profile_id', 'integer', (c) =>
      c.notNull().references(ref('profiles')).onDelete('cascade'),
    )
    .addColumn('interest_id', 'integer', (c) => c.notNull().references(ref('interests')))
    .addPrimaryKeyConstraint('profile_interests_pk', ['profile_id', 'interest_id'])
    .execute();

  await table(db, 'likes')
    .addColumn('from_profile_id', 'integer', (c) =>
      c.notNull().references(ref('profiles')).onDelete('cascade'),
    )
    .addColumn('to_profile_id', 'integer', (c) =>
      c.notNull().references(ref('profiles')).onDelete('cascade'),
    )
    .addColumn('like_new', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('likes_pair', ['from_profile_id', 'to_profile_id'])
    .execute();
  await db.schema.createIndex('likes_to').on('likes').column('to_profile_id').execute();

  await table(db, 'matches')
    .addColumn('profile_a_id', 'integer', (c) =>
      c.notNull().references(ref('profiles')).onDelete('cascade'),
    )
    .addColumn('profile_b_id', 'integer', (c) =>
      c.notNull().references(ref('profiles')).onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('matches_pair', ['profile_a_id', 'profile_b_id'])
    .execute();

  await table(db, 'conversations')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'conversation_members', false)
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references(ref('conversations')).onDelete('cascade'),
    )
    .addColumn('profile_id', 'integer', (c) =>
      c.notNull().references(ref('profiles')).onDelete('cascade'),
    )
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'profile_id'])
    .execute();
  await db.schema
    .createIndex('conversation_members_profile')
    .on('conversation_members')
    .column('profile_id')
    .execute();

  await table(db, 'messages')
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references(ref('conversations')).onDelete('cascade'),
    )
    .addColumn('sender_profile_id', 'integer', (c) =>
      c.notNull().references(ref('profiles')).onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('image_id', 'integer', (c) => c.references(ref('images')).onDelete('set null'))
    .addColumn('gift', 'text')
    .addColumn('credits_spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_conversation')
    .on('messages')
    .columns(['conversation_id', 'id'])
    .execute();

  await table(db, 'blocks', false)
    .addColumn('blocker_profile_id', 'integer', (c) =>
      c.notNull().references(ref('profiles')).onDelete('cascade'),
    )
    .addColumn('blocked_profile_id', 'integer', (c) =>
      c.notNull().references(ref('profiles')).onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_profile_id', 'blocked_profile_id'])
    .execute();

  await table(db, 'credit_ledger')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references(ref('users')).onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'discount_codes')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('country', 'text')
    .addColumn('user_id', 'integer', (c) => c.references(ref('users')).onDelete('cascade'))
    .addColumn('expires_at', 'text')
    .addColumn('value_percentage', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('minimum_order_value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('once_per_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('paymentmethods', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'payments')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references(ref('users')).onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('discount_code_id', 'integer', (c) => c.references(ref('discount_codes')))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'discount_code_uses')
    .addColumn('discount_code_id', 'integer', (c) =>
      c.notNull().references(ref('discount_codes')).onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references(ref('users')).onDelete('cascade'),
    )
    .addColumn('payment_id', 'integer', (c) => c.references(ref('payments')))
    .addColumn('used_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('discount_code_uses_once', ['discount_code_id', 'user_id'])
    .execute();

  let prefs = table(db, 'notification_preferences', false).addColumn('user_id', 'integer', (c) =>
    c.primaryKey().references(ref('users')).onDelete('cascade'),
  );
  for (const kind of [
    'new_conversations',
    'new_messages',
    'like',
    'unread_message_reminders',
    'promotions',
    'weekly_updates',
    'news',
    'reminders',
  ]) {
    prefs = prefs.addColumn(kind, 'integer', (c) => c.notNull().defaultTo(1));
  }
  await prefs.execute();

  await table(db, 'push_subscriptions')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references(ref('users')).onDelete('cascade'),
    )
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'tracking_records')
    .addColumn('user_id', 'integer', (c) => c.references(ref('users')).onDelete('cascade'))
    .addColumn('network', 'text')
    .addColumn('ref', 'text')
    .addColumn('sub1', 'text')
    .addColumn('sub2', 'text')
    .addColumn('sub3', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'sessions', false)
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references(ref('users')).onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await table(db, 'login_attempts')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_email')
    .on('login_attempts')
    .columns(['email', 'created_at'])
    .execute();

  await table(db, 'user_tokens', false)
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references(ref('users')).onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'password_reset_requests')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'email_outbox')
    .addColumn('user_id', 'integer', (c) => c.references(ref('users')).onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();

  await table(db, 'account_deletions')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references(ref('users')).onDelete('cascade'),
    )
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addColumn('reactivate_until', 'text', (c) => c.notNull())
    .addColumn('reactivated_at', 'text')
    .execute();
}

const ALL_TABLES = [
  'account_deletions',
  'email_outbox',
  'password_reset_requests',
  'user_tokens',
  'login_attempts',
  'sessions',
  'tracking_records',
  'push_subscriptions',
  'notification_preferences',
  'discount_code_uses',
  'payments',
  'discount_codes',
  'credit_ledger',
  'blocks',
  'messages',
  'conversation_members',
  'conversations',
  'matches',
  'likes',
  'profile_interests',
  'interests',
  'company_info',
  'site_settings',
  'images',
  'profiles',
  'regions',
  'users',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ALL_TABLES) await db.schema.dropTable(name).ifExists().execute();
}
