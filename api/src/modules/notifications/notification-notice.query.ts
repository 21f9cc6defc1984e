import { sql } from 'kysely';
import { compileOnceWith } from '../../db/compiled-query';
import type { PreferenceKey } from './notification-kinds';

/** The member's columns the notifier reads of a recipient (users joined with profiles). */
export const RECIPIENT_COLUMNS = [
  'users.id',
  'users.email',
  'users.language',
  'users.site_domain',
  'users.status',
  'users.notifications_disabled',
  'profiles.id as profile_id',
] as const;

/** A member's preference is on when it says so, or when it was never written (the default). */
export const preferenceOn = (key: PreferenceKey) =>
  sql<boolean>`(notification_preferences.${sql.ref(key)} is null or notification_preferences.${sql.ref(key)} = 1)`;

type NoticeValues = {
  userId: number;
  fromProfileId: number;
  conversationId: number | null;
  messageId: number | null;
  /** The notification log's kind and period of the event's mail (its once-per-period slot). */
  logKind: string;
  period: string;
};

// Every chat message's notify.event job reads this: one query for the recipient, their
// preferences, the sender's name, the message's state, whether a browser of theirs is
// subscribed to pushes and whether the mail's slot is taken already, built and compiled once
// (compiled-query.ts). A like or match gives no conversation: its message columns are false.
export const noticeOf = compileOnceWith<NoticeValues>()((db, slot) =>
  db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('notification_preferences', 'notification_preferences.user_id', 'users.id')
    .select((eb) => [
      ...RECIPIENT_COLUMNS,
      preferenceOn('new_conversations').as('wants_new_conversations'),
      preferenceOn('new_messages').as('wants_new_messages'),
      preferenceOn('like').as('wants_like'),
      eb
        .selectFrom('profiles as sender')
        .select('sender.name')
        .where('sender.id', '=', slot('fromProfileId'))
        .as('sender_name'),
      eb
        .exists(
          eb
            .selectFrom('messages')
            .select('messages.id')
            .where('messages.conversation_id', '=', slot('conversationId'))
            .where('messages.id', '<', slot('messageId')),
        )
        .as('earlier'),
      eb
        .exists(
          eb
            .selectFrom('conversation_members as side')
            .select('side.read_up_to')
            .whereRef('side.profile_id', '=', 'profiles.id')
            .where('side.conversation_id', '=', slot('conversationId'))
            .where('side.deleted_at', 'is', null)
            .where('side.read_up_to', '<', slot('messageId')),
        )
        .as('unread'),
      eb
        .exists(
          eb
            .selectFrom('push_subscriptions')
            .select('push_subscriptions.id')
            .whereRef('push_subscriptions.user_id', '=', 'users.id'),
        )
        .as('subscribed'),
      eb
        .exists(
          eb
            .selectFrom('notification_log')
            .select('notification_log.id')
            .whereRef('notification_log.user_id', '=', 'users.id')
            .where('notification_log.kind', '=', slot('logKind'))
            .where('notification_log.period', '=', slot('period')),
        )
        .as('mailed'),
    ])
    .where('users.id', '=', slot('userId')),
);
