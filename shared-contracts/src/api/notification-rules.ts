// Plain constants of the notification contracts: pages import them, schemas build on them.

/** The preference keys a notification mail belongs to; its unsubscribe link switches one off. */
export const MAIL_CATEGORIES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'weekly_updates',
] as const;

/** Why e-mail notifications are off (`user.notifications_disabled`): each turns them off. */
export const NOTIFICATIONS_DISABLED_REASONS = ['bounce', 'spam_complaint', 'unsubscribe'] as const;
export type NotificationsDisabledReason = (typeof NOTIFICATIONS_DISABLED_REASONS)[number];
