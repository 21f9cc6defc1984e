// Plain constants of the chat contracts: pages import them, schemas build on them.

/** The partner sees a typing indicator this long unless it is renewed. */
export const TYPING_TTL_MS = 6000;
/** A member may announce typing in a conversation once per this interval (else 429). */
export const TYPING_INTERVAL_MS = 2000;

/** Reasons for reporting a message or a conversation (EU DSA notice-and-action). */
export const CHAT_REPORT_REASONS = [
  'spam',
  'scam',
  'harassment',
  'offensive',
  'illegal_content',
  'underage',
  'other',
] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];

/** The longest explanation a report may carry. */
export const CHAT_REPORT_TEXT_MAX = 2000;
