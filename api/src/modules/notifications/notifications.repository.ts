import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/database.types';
import type { NotifyEvent, PreferenceKey } from './notification-kinds';
import { RECIPIENT_COLUMNS, noticeOf, preferenceOn } from './notification-notice.query';

/** Who a notification goes to, as the notifier needs them. */
export interface Recipient {
  userId: number;
  profileId: number;
  email: string;
  language: string;
  siteDomain: string | null;
  /** Why e-mail notifications are off (bounce, spam_complaint, unsubscribe); empty: on. */
  mailDisabled: boolean;
}

export interface UnreadReminderCandidate {
  userId: number;
  unread: number;
  newestUnreadAt: string;
}

export interface WeekNews {
  likes: number;
  messages: number;
  matches: number;
}

type Executor = Kysely<Database>;

/** A member's row as the notifier takes it. */
const toRecipient = (row: {
  id: number;
  profile_id: number;
  email: string;
  language: string;
  site_domain: string | null;
  notifications_disabled: string;
}): Recipient => ({
  userId: row.id,
  profileId: row.profile_id,
  email: row.email,
  language: row.language,
  siteDomain: row.site_domain,
  mailDisabled: (JSON.parse(row.notifications_disabled) as string[]).length > 0,
});

/** The notification log's rows of the outer query's member for one of `kinds` and `period`. */
const logged = (eb: ExpressionBuilder<Database, 'users'>, kinds: string[], period: string) =>
  eb
    .selectFrom('notification_log')
    .select('notification_log.id')
    .whereRef('notification_log.user_id', '=', 'users.id')
    .where('notification_log.kind', 'in', kinds)
    .where('notification_log.period', '=', period);

/** The preferences an event (message, like, match) may be told under. */
export type EventPreference = 'new_conversations' | 'new_messages' | 'like';

/** What the notifier must know of an event's recipient and sender, read at once. */
export interface EventNotice {
  recipient: Recipient;
  /** Whether each of the event's preferences is on. */
  wanted: Record<EventPreference, boolean>;
  /** The sender's profile name; null when the profile is gone. */
  senderName: string | null;
  /** A message: the first of its conversation (a new conversation). */
  first: boolean;
  /** A message: not read yet by its recipient, whose side is not deleted. */
  unread: boolean;
  /** A browser of the member is subscribed to pushes. */
  subscribed: boolean;
  /** The mail's slot (`logKind`, `period`) is taken: this period's mail went out already. */
  mailed: boolean;
}

/** The notification log's slot an event's mail claims: at most one mail per kind and period. */
export interface MailSlot {
  logKind: string;
  period: string;
}

/** The reads and the once-only claims of the notifier (decision 0130). */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** An active member with a profile, and whether the preference `key` is on. */
  async recipient(userId: number, key: PreferenceKey) {
    const row = await this.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .leftJoin('notification_preferences', 'notification_preferences.user_id', 'users.id')
      .select([...RECIPIENT_COLUMNS, preferenceOn(key).as('wanted')])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!row || row.status !== 'active') return null;
    return { recipient: toRecipient(row), wanted: Boolean(row.wanted) };
  }

  /**
   * An event's recipient (an active member with a profile), their preferences, the sender's
   * name, for a message whether it is its conversation's first and still unread, whether a
   * browser is subscribed and whether the mail's `slot` is taken: one read. Null when the
   * member is not active or has no profile.
   */
  async notice(event: NotifyEvent, slot: MailSlot): Promise<EventNotice | null> {
    const message = event.kind === 'message' ? event : null;
    const [row] = await noticeOf(this.db, {
      userId: event.userId,
      fromProfileId: event.fromProfileId,
      conversationId: message?.conversationId ?? null,
      messageId: message?.messageId ?? null,
      logKind: slot.logKind,
      period: slot.period,
    });
    if (!row || row.status !== 'active') return null;
    return {
      recipient: toRecipient(row),
      wanted: {
        new_conversations: Boolean(row.wants_new_conversations),
        new_messages: Boolean(row.wants_new_messages),
        like: Boolean(row.wants_like),
      },
      senderName: row.sender_name ?? null,
      first: message !== null && !row.earlier,
      unread: message !== null && Boolean(row.unread),
      subscribed: Boolean(row.subscribed),
      mailed: Boolean(row.mailed),
    };
  }

  /**
   * Notes that `kind` went to the member for `period`; false when it had already (another
   * job or instance got there first). In the caller's transaction, with what it sends.
   */
  async claim(db: Executor, userId: number, kind: string, period: string, now: string) {
    const row = await db
      .insertInto('notification_log')
      .values({ user_id: userId, kind, period, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** When the member last got `kind`, or null. */
  async lastSent(userId: number, kind: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('notification_log')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at ?? null;
  }

  /**
   * Members who want reminders, may get mail, have a message from someone else unread since
   * before `cutoff`, and have no reminder for `period` yet.
   */
  async unreadReminderCandidates(
    cutoff: string,
    period: string,
    limit: number,
  ): Promise<UnreadReminderCandidate[]> {
    const rows = await this.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .innerJoin('conversation_members as mine', 'mine.profile_id', 'profiles.id')
      .innerJoin('messages', (join) =>
        join
          .onRef('messages.conversation_id', '=', 'mine.conversation_id')
          .onRef('messages.id', '>', 'mine.read_up_to')
          .onRef('messages.sender_profile_id', '!=', 'profiles.id'),
      )
      .leftJoin('notification_preferences', 'notification_preferences.user_id', 'users.id')
      .select([
        'users.id as user_id',
        sql<number>`count(distinct messages.id)`.as('unread'),
        sql<string>`max(messages.created_at)`.as('newest'),
        sql<string>`min(messages.created_at)`.as('oldest'),
      ])
      .where('users.status', '=', 'active')
      .where('users.notifications_disabled', '=', '[]')
      .where('mine.deleted_at', 'is', null)
      .where('mine.unread_count', '>', 0)
      .where(preferenceOn('unread_message_reminders'))
      .where((eb) => eb.not(eb.exists(logged(eb, ['unread_reminder'], period))))
      .groupBy('users.id')
      .having(sql<string>`min(messages.created_at)`, '<=', cutoff)
      .orderBy('users.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      userId: row.user_id,
      unread: Number(row.unread),
      newestUnreadAt: row.newest,
    }));
  }

  /**
   * Members who want the weekly update, may get mail, signed up before `signedUpBefore` (a
   * new member's first week is no news), and have none for `period` yet.
   */
  async weeklyUpdateCandidates(
    period: string,
    signedUpBefore: string,
    limit: number,
  ): Promise<number[]> {
    const rows = await this.db
      .selectFrom('users')
      .leftJoin('notification_preferences', 'notification_preferences.user_id', 'users.id')
      .select('users.id')
      .where('users.status', '=', 'active')
      .where('users.notifications_disabled', '=', '[]')
      .where(preferenceOn('weekly_updates'))
      .where('users.signup_date', '<', signedUpBefore)
      .where((eb) => eb.not(eb.exists(logged(eb, ['weekly_update', 'weekly_update_none'], period))))
      .orderBy('users.id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** What happened to the member's profile since `since`: likes, messages, matches received. */
  async weekNews(profileId: number, since: string): Promise<WeekNews> {
    const [likes, messages, matches] = await Promise.all([
      this.db
        .selectFrom('likes')
        .select(sql<number>`count(*)`.as('n'))
        .where('to_profile_id', '=', profileId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('conversation_members as mine')
        .innerJoin('messages', 'messages.conversation_id', 'mine.conversation_id')
        .select(sql<number>`count(*)`.as('n'))
        .where('mine.profile_id', '=', profileId)
        .where('mine.deleted_at', 'is', null)
        .where('messages.sender_profile_id', '!=', profileId)
        .where('messages.created_at', '>=', since)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('matches')
        .select(sql<number>`count(*)`.as('n'))
        .where((eb) =>
          eb.or([eb('profile_a_id', '=', profileId), eb('profile_b_id', '=', profileId)]),
        )
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow(),
    ]);
    return { likes: Number(likes.n), messages: Number(messages.n), matches: Number(matches.n) };
  }
}
