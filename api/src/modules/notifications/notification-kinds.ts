import type { MailCategory, NotificationPreferences } from '@dating/shared-contracts/api';

/** What the cause's unit of work hands the notifier (job `notify.event`). */
export type NotifyEvent =
  | {
      readonly kind: 'message';
      readonly userId: number;
      readonly fromProfileId: number;
      readonly conversationId: number;
      readonly messageId: number;
    }
  | { readonly kind: 'like' | 'match'; readonly userId: number; readonly fromProfileId: number };

/** The notifications a member can get, each under one preference (decision 0130). */
export type NotificationKind =
  'new_conversation' | 'new_message' | 'like' | 'match' | 'unread_reminder' | 'weekly_update';

export type PreferenceKey = keyof NotificationPreferences;

/** The category a notification's unsubscribe link switches off. */
export const PREFERENCE_OF: Readonly<Record<NotificationKind, PreferenceKey & MailCategory>> = {
  new_conversation: 'new_conversations',
  new_message: 'new_messages',
  like: 'like',
  match: 'like',
  unread_reminder: 'unread_message_reminders',
  weekly_update: 'weekly_updates',
};

/** At most one mail about messages per conversation in this long (decision 0130). */
export const MESSAGE_MAIL_PERIOD_MS = 60 * 60 * 1000;
/** The notification log's kind of a message's mail. */
export const MESSAGE_MAIL_KIND = 'message_mail';
/** The slot a message's mail claims in the notification log: its conversation's hour. */
export const messageMailPeriod = (conversationId: number, at: Date) =>
  `chat:${conversationId}:${Math.floor(at.getTime() / MESSAGE_MAIL_PERIOD_MS)}`;
/** At most one mail about likes in this long: a popular member is not flooded. */
export const LIKE_MAIL_PERIOD_MS = 60 * 60 * 1000;
/** Unread messages this old are worth a reminder. */
export const UNREAD_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;
/** Members looked at per scheduled run and kind. */
export const SCHEDULE_BATCH = 200;
