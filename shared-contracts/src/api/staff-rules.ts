/**
 * What a staff member may do. No role implies another: an admin who also moderates holds
 * `moderator` too, so every decision names the role that allowed it.
 */
export const STAFF_ROLES = ['moderator', 'operator', 'support', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/** Every error code the staff API answers with besides the member API's. */
export const STAFF_ERROR_CODES = [
  /** The password or the code was wrong, or the account is disabled: the answer never says which. */
  'staff_login_failed',
  /** The password step's token is older than five minutes, or was used. */
  'staff_login_expired',
  /** No staff session, or it ended (30 minutes idle, 12 hours in all, signed out). */
  'staff_authentication_required',
  /** The session's account holds none of the roles the endpoint allows. */
  'staff_role_required',
  /** Another staff member holds the item; `params.holder` names them. */
  'item_claimed',
  /** The item was decided already. */
  'item_closed',
  /** The caller's claim ran out (or never was): claim the item again. */
  'claim_required',
  /** The decision can no longer be undone. */
  'undo_expired',
  /** An appeal goes to another moderator than the one who made the decision. */
  'own_decision',
  /** The account is activated already: there is no activation mail to send (support). */
  'already_confirmed',
  /** A refund of more than is left to pay back of the payment (finance). */
  'refund_exceeds_payment',
  /** Only a completed payment can be refunded (finance). */
  'payment_not_refundable',
  /** The refund's idempotency key was used for another payment or amount. */
  'idempotency_key_reused',
  /** An operator's answer held a link or spoke of credits, buying or paying (operators). */
  'operator_purchase_refused',
] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

/** Where the work of moderation comes from. */
export const QUEUE_KINDS = [
  'profile_report',
  'message_report',
  'photo',
  'complaint',
  'appeal',
  'scam',
] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

/** What the server's scam checks may notice (in a first message or a profile). */
export const SCAM_SIGNALS = [
  'link',
  'phone',
  'email',
  'iban',
  'payment_app',
  'off_site',
  'money',
  'same_text_to_many',
  'shared_photo',
  'shared_signup_address',
] as const;
export type ScamSignalName = (typeof SCAM_SIGNALS)[number];

/** What a moderator may do to an item's subject. */
export const DECISION_ACTIONS = [
  'dismiss',
  'remove_photo',
  'remove_text',
  'hide_profile',
  'restrict_messaging',
  'suspend',
  'ban',
] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

/**
 * The grounds a restriction rests on: the law, or a clause of the terms. A dismissal names
 * none; every other action names one.
 */
export const DECISION_GROUNDS = [
  'illegal_content',
  'minor',
  'scam',
  'harassment',
  'fake_or_impersonation',
  'spam',
  'nudity',
] as const;
export type DecisionGround = (typeof DECISION_GROUNDS)[number];

/** How long a claim holds an item for one moderator; claiming again renews it. */
export const CLAIM_LEASE_SECONDS = 5 * 60;
/** How long after a decision its maker may take it back. */
export const UNDO_SECONDS = 10;
/** What the moderator who decides an appeal does with the decision appealed. */
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** Suspensions last from one day to a year. */
export const SUSPEND_DAYS_MIN = 1;
export const SUSPEND_DAYS_MAX = 365;
/** The free text of a decision: what the member reads as the facts. */
export const DECISION_TEXT_MIN = 10;
export const DECISION_TEXT_MAX = 2000;

/** How many members one search shows (support). */
export const MEMBER_SEARCH_MAX = 50;
/** A staff member's reason for a support action or a refund, kept in the audit. */
export const STAFF_REASON_MIN = 3;
export const STAFF_REASON_MAX = 500;
