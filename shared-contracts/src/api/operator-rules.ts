/** At most this many waiting conversations in an operator's inbox, oldest waiting first. */
export const OPERATOR_INBOX_MAX = 100;
/** The longest answer an operator may write, in characters. */
export const OPERATOR_MESSAGE_MAX = 2000;
/** Credits a member spent in the last 24 hours above which a conversation is flagged. */
export const VULNERABLE_CREDITS_24H = 200;
/** A paid message to a fictional profile unanswered this long gives its credits back. */
export const UNANSWERED_REFUND_MS = 24 * 3_600_000;
