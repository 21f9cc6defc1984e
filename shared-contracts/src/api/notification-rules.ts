// Plain values, no schema library: the API's schemas, table and notifier and the settings
// screen all derive from these lists, so a preference is added in one place.

/**
 * A member's notification preferences, in the order the settings show them: about the
 * member's own chats and likes first, then the rest. Each is on until switched off.
 */
export const NOTIFICATION_PREFERENCES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCES)[number];

/**
 * The preferences a notification mail belongs to (decision 0130); its unsubscribe link
 * switches one off. The others (promotions, news, reminders) have no mail of their own yet.
 */
export const MAIL_CATEGORIES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'weekly_updates',
] as const satisfies readonly NotificationPreferenceKey[];

/** Every preference set to `on` (a new member: all on; the farewell: all off). */
export const allNotificationPreferences = (
  on: boolean,
): Record<NotificationPreferenceKey, boolean> =>
  Object.fromEntries(NOTIFICATION_PREFERENCES.map((key) => [key, on])) as Record<
    NotificationPreferenceKey,
    boolean
  >;

/** Why e-mail notifications are off (`user.notifications_disabled`): each turns them off. */
export const NOTIFICATIONS_DISABLED_REASONS = ['bounce', 'spam_complaint', 'unsubscribe'] as const;
export type NotificationsDisabledReason = (typeof NOTIFICATIONS_DISABLED_REASONS)[number];
