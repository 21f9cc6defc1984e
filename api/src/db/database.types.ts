import type { ColumnType, Generated } from 'kysely';
import type {
  CamProfileTable,
  GiftSendTable,
  GiftTable,
  MemberPassTable,
  ReportTable,
  SwipeAllowanceTable,
} from './members-area.types';

/**
 * Table types. Conventions (docs/decisions/0101-api-schema-conventions.md): snake_case
 * names, integer ids, timestamps as ISO-8601 UTC text written by the app clock, flags as
 * integer 0/1 and lists as JSON text, so one set of queries serves SQLite and PostgreSQL.
 */
export type Id = Generated<number>;
export type Flag = number;
/** A flag with a database default (inserts may leave it out). */
export type DefaultFlag = ColumnType<number, number | undefined, number>;
export type Timestamp = string;

export interface UserTable {
  id: Id;
  email: string;
  password_hash: string;
  status: 'not_confirmed' | 'active' | 'deleted';
  credits: number;
  paid_user: Flag;
  language: string;
  notifications_disabled: string;
  invisible: Flag;
  signup_date: Timestamp;
  activated_at: Timestamp | null;
  deleted_at: Timestamp | null;
  last_seen_at: Timestamp | null;
}

export interface ProfileTable {
  id: Id;
  user_id: number | null;
  name: string;
  gender: 'male' | 'female';
  sexuality: string | null;
  birth_date: string;
  country: string;
  region_id: number | null;
  region: string | null;
  city: string | null;
  lat: number | null;
  lon: number | null;
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  relationship_status: string | null;
  tattoos: string | null;
  reason: string | null;
  about: string | null;
  status: 'active' | 'disabled';
  is_fictional: Flag;
  main_image_id: number | null;
  created_at: Timestamp;
  /** When the member last used a session (written at most hourly); ranks the search. */
  last_active_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

export interface ImageTable {
  id: Id;
  profile_id: number;
  filename: string;
  thumb_filename: string;
  match_filename: string;
  /** processing: uploaded, its sizes not made yet (processUploadedImage). */
  status: 'active' | 'pending' | 'rejected' | 'processing';
  locked: Flag;
  position: number;
  created_at: Timestamp;
}

export interface SiteSettingsTable {
  id: Id;
  domain: string;
  is_default: Flag;
  data: string;
}

export interface CompanyInfoTable {
  id: Id;
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string;
  vat_numbers: string;
  support_phone: string;
  delete_discount: number;
  added: string;
}

export interface RegionTable {
  id: Id;
  country: string;
  code: string;
  name: string;
}

export interface InterestTable {
  id: Id;
  slug: string;
  name: string;
  icon: string;
}

export interface ProfileInterestTable {
  profile_id: number;
  interest_id: number;
}

export interface LikeTable {
  id: Id;
  from_profile_id: number;
  to_profile_id: number;
  like_new: Flag;
  created_at: Timestamp;
}

export interface MatchTable {
  id: Id;
  profile_a_id: number;
  profile_b_id: number;
  created_at: Timestamp;
}

export interface ConversationTable {
  id: Id;
  created_at: Timestamp;
  last_message_at: Timestamp;
}

export interface ConversationMemberTable {
  conversation_id: number;
  profile_id: number;
  unread_count: number;
  deleted_at: Timestamp | null;
}

export interface MessageTable {
  id: Id;
  conversation_id: number;
  sender_profile_id: number;
  kind: 'text' | 'image' | 'gift';
  body: string | null;
  image_id: number | null;
  gift: string | null;
  credits_spent: number;
  created_at: Timestamp;
}

export interface BlockTable {
  blocker_profile_id: number;
  blocked_profile_id: number;
  created_at: Timestamp;
}

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

export interface NotificationPreferencesTable {
  user_id: number;
  new_conversations: DefaultFlag;
  new_messages: DefaultFlag;
  like: DefaultFlag;
  unread_message_reminders: DefaultFlag;
  promotions: DefaultFlag;
  weekly_updates: DefaultFlag;
  news: DefaultFlag;
  reminders: DefaultFlag;
}

export interface PushSubscriptionTable {
  id: Id;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

export interface TrackingRecordTable {
  id: Id;
  user_id: number | null;
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  created_at: Timestamp;
}

export interface SessionTable {
  id_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  hidden_at: Timestamp | null;
}

/** A progressive delay per account and client (sha-256 of both, so no address is kept). */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  next_attempt_at: Timestamp;
  updated_at: Timestamp;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'queued';

export interface JobTable {
  id: Id;
  name: string;
  /** JSON. */
  payload: string;
  status: JobStatus;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  run_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export type TokenKind = 'activation' | 'password_reset' | 'mail_change' | 'reactivation';

export interface UserTokenTable {
  token_hash: string;
  user_id: number;
  kind: TokenKind;
  data: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PasswordResetRequestTable {
  id: Id;
  email: string;
  /** Who asked (sha-256 of address and client); null for rows from before it was kept. */
  client_key: string | null;
  created_at: Timestamp;
}

export interface EmailOutboxTable {
  id: Id;
  user_id: number | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  error: string | null;
}

export interface AccountDeletionTable {
  id: Id;
  user_id: number;
  reasons: string;
  comment: string | null;
  deleted_at: Timestamp;
  reactivate_until: Timestamp;
  reactivated_at: Timestamp | null;
}

/** Values the app generates once (the VAPID key pair), JSON text by name. */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface Database {
  users: UserTable;
  profiles: ProfileTable;
  images: ImageTable;
  site_settings: SiteSettingsTable;
  company_info: CompanyInfoTable;
  regions: RegionTable;
  interests: InterestTable;
  profile_interests: ProfileInterestTable;
  likes: LikeTable;
  matches: MatchTable;
  conversations: ConversationTable;
  conversation_members: ConversationMemberTable;
  messages: MessageTable;
  blocks: BlockTable;
  credit_ledger: CreditLedgerTable;
  payments: PaymentTable;
  discount_codes: DiscountCodeTable;
  discount_code_uses: DiscountCodeUseTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionTable;
  tracking_records: TrackingRecordTable;
  sessions: SessionTable;
  login_throttle: LoginThrottleTable;
  jobs: JobTable;
  user_tokens: UserTokenTable;
  password_reset_requests: PasswordResetRequestTable;
  email_outbox: EmailOutboxTable;
  account_deletions: AccountDeletionTable;
  app_secrets: AppSecretTable;
  gifts: GiftTable;
  gift_sends: GiftSendTable;
  reports: ReportTable;
  cam_profiles: CamProfileTable;
  swipe_allowances: SwipeAllowanceTable;
  member_passes: MemberPassTable;
}

/** Values that count() and similar return: number on SQLite, string on PostgreSQL. */
export type DbNumber = ColumnType<number | string | bigint>;
