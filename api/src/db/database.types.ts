import type { ColumnType } from 'kysely';
import type { DefaultFlag, Flag, Id, Timestamp } from './column.types';
import type {
  CamProfileTable,
  GiftSendTable,
  GiftTable,
  MemberPassTable,
  ReportTable,
  ChatImageTable,
  SwipeAllowanceTable,
  MemberSafetyTable,
  VerificationRequestTable,
} from './members-area.types';
import type { DataExportTable } from './data-export.types';
import type { ComplaintTable } from './complaints.types';
import type {
  StaffAccountTable,
  StaffAuditTable,
  StaffLoginTokenTable,
  StaffSessionTable,
  OperatorClaimTable,
} from './staff.types';
import type {
  MemberRestrictionTable,
  ModerationAppealTable,
  ModerationDecisionTable,
  ModerationItemTable,
  RiskFlagTable,
} from './moderation.types';
import type { PaymentRefundTable } from './support.types';
import type { LanderVersionTable } from './landers.types';
import type {
  MailEventTable,
  NotificationLogTable,
  TestPushMessageTable,
  TestPushSubscriptionTable,
} from './notifications.types';
import type {
  NotificationPreferencesTable,
  PushSubscriptionTable,
  TrackingRecordTable,
  SessionTable,
  LoginThrottleTable,
  TokenKind,
  UserTokenTable,
  RequestBudgetTable,
  AccountDeletionTable,
  MemberConsentTable,
} from './accounts.types';
import type {
  CreditLedgerTable,
  PaymentTable,
  DiscountCodeTable,
  DiscountCodeUseTable,
  CreditPackageTable,
  CreditPackagePriceTable,
  PaymentMandateTable,
  DirectDebitRequestTable,
  PaymentBlocklistTable,
  TestProviderPaymentTable,
  TestProviderCustomerTable,
  TestProviderMandateTable,
  TestProviderRefundTable,
} from './payments.types';

export type {
  CreditLedgerTable,
  PaymentTable,
  DiscountCodeTable,
  DiscountCodeUseTable,
  NotificationPreferencesTable,
  PushSubscriptionTable,
  TrackingRecordTable,
  SessionTable,
  LoginThrottleTable,
  TokenKind,
  UserTokenTable,
  RequestBudgetTable,
  AccountDeletionTable,
  MemberConsentTable,
};

/**
 * Table types. Conventions (docs/decisions/0101-api-schema-conventions.md): snake_case
 * names, integer ids, timestamps as ISO-8601 UTC text written by the app clock, flags as
 * integer 0/1 and lists as JSON text, so one set of queries serves SQLite and PostgreSQL.
 * The column types live in column.types.ts, below every table file, so that no table file
 * imports this one that gathers them.
 */
export type { Id, Flag, DefaultFlag, Timestamp };

export interface UserTable {
  id: Id;
  email: string;
  password_hash: string;
  status: 'not_confirmed' | 'active' | 'deleted';
  credits: number;
  paid_user: Flag;
  language: string;
  /** Why every e-mail notification is off: bounce, spam_complaint, unsubscribe (JSON list). */
  notifications_disabled: string;
  /** The mail categories an unsubscribe link switched off, until set in the settings (JSON). */
  mail_unsubscribed: ColumnType<string, string | undefined, string>;
  /** Statements of reasons sent and not yet read on /decisions: the site's notice shows. */
  unread_decisions: ColumnType<number, number | undefined, number>;
  invisible: Flag;
  signup_date: Timestamp;
  activated_at: Timestamp | null;
  deleted_at: Timestamp | null;
  last_seen_at: Timestamp | null;
  /** The signup step (2-7) a member who has not finished signup is on; null once done. */
  signup_step: number | null;
  /** The profile whose invite page the account was made on (decision 0117). */
  invited_by_profile_id: number | null;
  /** The domain of the site the member signed up on (decision 0130); null: the default site. */
  site_domain: ColumnType<string | null, string | null | undefined, string | null>;
  /** A keyed hash of the address the account signed up from (never the address itself). */
  signup_address: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** `restricted`: a moderator's decision keeps the profile out of sight (member_restrictions). */
  status: 'active' | 'disabled' | 'restricted';
  is_fictional: Flag;
  main_image_id: number | null;
  /** Since when the verified badge shows; null when not verified or while paused. */
  verified_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
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
  /** The perceptual hash of the processed photo (16 hex digits): the same picture elsewhere. */
  phash: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** In the receiver's hidden folder: the liker's profile has one of the receiver's hidden words. */
  filtered: DefaultFlag;
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
  /** The id of the last message this member has read (0: none); the partner sees it. */
  read_up_to: ColumnType<number, number | undefined, number>;
  /** In this member's hidden folder: its first message had one of the member's hidden words. */
  filtered: DefaultFlag;
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
  /** The sender's client nonce (unique per sender); null for messages from before it. */
  nonce: ColumnType<string | null, string | null | undefined, string | null>;
  /** The sender's balance after paying, so that a retry answers the same. */
  credits_after: ColumnType<number | null, number | null | undefined, number | null>;
  chat_image_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The text matched the offensive-word list of its sender's language: its reader is asked. */
  offensive: DefaultFlag;
  /** The text asks to go on elsewhere or for money: its reader is warned. */
  caution: DefaultFlag;
}

export interface BlockTable {
  blocker_profile_id: number;
  blocked_profile_id: number;
  created_at: Timestamp;
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

export interface EmailOutboxTable {
  id: Id;
  user_id: number | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers (List-Unsubscribe, List-Unsubscribe-Post); decision 0130. */
  headers: string | null;
  /** The From header for this mail (the member's site); null: the configured default. */
  from_address: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  error: string | null;
}

/** Values the app generates once (the VAPID key pair), JSON text by name. */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** A job that runs on a schedule (decision 0167): one row each, moved on by one instance. */
export interface RecurringJobTable {
  /** The job's name (JobName). */
  name: string;
  next_run_at: Timestamp;
  /** When its last run was written to the outbox. */
  last_enqueued_at: Timestamp | null;
}

/** Each API instance's last liveness write (lifecycle/liveness.ts). */
export interface InstanceHeartbeatTable {
  instance: string;
  beat_at: Timestamp;
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
  credit_packages: CreditPackageTable;
  credit_package_prices: CreditPackagePriceTable;
  payment_mandates: PaymentMandateTable;
  direct_debit_requests: DirectDebitRequestTable;
  payment_blocklist: PaymentBlocklistTable;
  test_provider_payments: TestProviderPaymentTable;
  test_provider_customers: TestProviderCustomerTable;
  test_provider_mandates: TestProviderMandateTable;
  test_provider_refunds: TestProviderRefundTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionTable;
  tracking_records: TrackingRecordTable;
  sessions: SessionTable;
  login_throttle: LoginThrottleTable;
  jobs: JobTable;
  user_tokens: UserTokenTable;
  request_budgets: RequestBudgetTable;
  email_outbox: EmailOutboxTable;
  account_deletions: AccountDeletionTable;
  member_consents: MemberConsentTable;
  member_safety: MemberSafetyTable;
  verification_requests: VerificationRequestTable;
  app_secrets: AppSecretTable;
  lander_versions: LanderVersionTable;
  gifts: GiftTable;
  gift_sends: GiftSendTable;
  reports: ReportTable;
  chat_images: ChatImageTable;
  cam_profiles: CamProfileTable;
  swipe_allowances: SwipeAllowanceTable;
  member_passes: MemberPassTable;
  data_exports: DataExportTable;
  complaints: ComplaintTable;
  staff_accounts: StaffAccountTable;
  staff_audit: StaffAuditTable;
  staff_login_tokens: StaffLoginTokenTable;
  staff_sessions: StaffSessionTable;
  operator_claims: OperatorClaimTable;
  moderation_items: ModerationItemTable;
  risk_flags: RiskFlagTable;
  moderation_decisions: ModerationDecisionTable;
  moderation_appeals: ModerationAppealTable;
  member_restrictions: MemberRestrictionTable;
  payment_refunds: PaymentRefundTable;
  notification_log: NotificationLogTable;
  mail_events: MailEventTable;
  test_push_subscriptions: TestPushSubscriptionTable;
  test_push_messages: TestPushMessageTable;
  instance_heartbeats: InstanceHeartbeatTable;
  recurring_jobs: RecurringJobTable;
}

/** Values that count() and similar return: number on SQLite, string on PostgreSQL. */
export type DbNumber = ColumnType<number | string | bigint>;
