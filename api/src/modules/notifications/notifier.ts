import type { UnitOfWork, Tx } from '../../db/unit-of-work';
import {
  LIKE_MAIL_PERIOD_MS,
  MESSAGE_MAIL_KIND,
  messageMailPeriod,
  PREFERENCE_OF,
  SCHEDULE_BATCH,
  UNREAD_REMINDER_AFTER_MS,
  type NotificationKind,
  type NotifyEvent,
} from './notification-kinds';
import type {
  EventPreference,
  MailSlot,
  NotificationsRepository,
  Recipient,
} from './notifications.repository';
import { pushText, type PushTextKind } from './push-texts';

/** A notification mail's kind and the variables its template takes (decision 0130). */
export type NotificationMail =
  | {
      kind: 'new_conversation' | 'new_message' | 'like' | 'match';
      vars: { name: string; path: string };
    }
  | { kind: 'unread_reminder'; vars: { count: number; path: string } }
  | {
      kind: 'weekly_update';
      vars: { likes: number; messages: number; matches: number; path: string };
    };

/** What the push carries besides its texts: where a click leads, and what it replaces. */
export interface NotificationPush {
  kind: PushTextKind;
  name: string;
  /** Where a click leads a logged-in member (a path of the member's site). */
  path: string;
  /** Pushes with one tag replace each other (one per conversation). */
  tag: string;
  urgency: 'normal' | 'high';
}

/** A notification mail rendered for its recipient, ready to be queued (opaque to the notifier). */
export type ComposedMail = { readonly recipient: Recipient; readonly mail: NotificationMail };

/**
 * How a notification leaves: a mail in the member's language and site with its unsubscribe
 * link, a push to the member's browsers. Both write jobs into the caller's unit of work. A
 * mail is composed before the unit opens: composing reads the member's site, and a read
 * outside an open transaction must not be made from inside it (on SQLite it would wait for
 * the transaction, which waits for it: decision 0133). What needs no read (rendering it) may
 * wait for `mail`, which runs only once the mail's slot is claimed.
 */
export interface NotificationChannels {
  composeMail(recipient: Recipient, mail: NotificationMail): Promise<ComposedMail>;
  mail(tx: Tx, composed: ComposedMail): Promise<void>;
  push(
    tx: Tx,
    recipient: Recipient,
    push: NotificationPush & { title: string; body: string },
  ): Promise<void>;
  /**
   * Whether `push` would queue anything for a member, given whether a browser of theirs was
   * subscribed when the notice was read. When it would not and no mail is due, the notifier
   * opens no unit of work.
   */
  pushQueues(subscribed: boolean): boolean;
}

const hourPeriod = (at: Date, size: number) => String(Math.floor(at.getTime() / size));

/** The slot an event's mail claims: a conversation's hour, the likes' hour, a match once. */
function mailSlot(event: NotifyEvent, now: Date): MailSlot {
  if (event.kind === 'message')
    return { logKind: MESSAGE_MAIL_KIND, period: messageMailPeriod(event.conversationId, now) };
  if (event.kind === 'like')
    return { logKind: 'like_mail', period: `like:${hourPeriod(now, LIKE_MAIL_PERIOD_MS)}` };
  return { logKind: 'match_mail', period: `match:${event.fromProfileId}` };
}

/** `YYYY-Www` of the ISO week `at` falls in (UTC). */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Decides who hears of what (decision 0130): a message, like or match as it happens, by push
 * and by mail, each when the member's preference for it is on; unread-message reminders and
 * weekly updates on a schedule, at most once per period. Mail also needs e-mail
 * notifications not to be disabled (bounce, complaint, unsubscribe).
 */
export class Notifier {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly channels: NotificationChannels,
    private readonly now: () => Date,
  ) {}

  /** The `notify.event` job: idempotent, a second run sends no second mail. */
  async handle(event: NotifyEvent): Promise<void> {
    const now = this.now();
    const slot = mailSlot(event, now);
    // One read answers who the member is, what they want, the sender's name, the message's
    // state, whether a browser is subscribed and whether the mail's slot is taken; every
    // check below is only a read, so their order changes nothing.
    const notice = await this.repo.notice(event, slot);
    if (!notice) return;
    const kind: NotificationKind =
      event.kind !== 'message' ? event.kind : notice.first ? 'new_conversation' : 'new_message';
    if (!notice.wanted[PREFERENCE_OF[kind] as EventPreference]) return;
    const { recipient, senderName: name } = notice;
    if (name === null) return;
    // Read already (the member was in the chat): nothing to tell.
    if (event.kind === 'message' && !notice.unread) return;
    // A slot once taken stays taken, so a mail the notice finds sent already is not tried
    // again; with no push to queue either, there is nothing to write and no unit of work.
    const mailDue = !recipient.mailDisabled && !notice.mailed;
    if (!mailDue && !this.channels.pushQueues(notice.subscribed)) return;
    const path =
      event.kind === 'message'
        ? `/chats/${event.conversationId}`
        : event.kind === 'like'
          ? '/likes'
          : `/members/${event.fromProfileId}`;
    const mail = mailDue
      ? await this.channels.composeMail(recipient, {
          kind: kind as 'new_conversation' | 'new_message' | 'like' | 'match',
          vars: { name, path },
        })
      : null;
    await this.unitOfWork.run(async (tx) => {
      const pushKind = kind as PushTextKind;
      await this.channels.push(tx, recipient, {
        kind: pushKind,
        name,
        path,
        tag:
          event.kind === 'message'
            ? `chat-${event.conversationId}`
            : `${event.kind}-${event.fromProfileId}`,
        urgency: event.kind === 'like' ? 'normal' : 'high',
        ...pushText(pushKind, recipient.language, name),
      });
      if (mail === null) return;
      // Claimed in the unit that queues the mail: of two jobs that both found it free, one
      // mails.
      const { logKind, period } = slot;
      if (!(await this.repo.claim(tx.db, recipient.userId, logKind, period, now.toISOString())))
        return;
      await this.channels.mail(tx, mail);
    });
  }

  /** Reminds members of messages unread for a day; once a day, and once per unread message. */
  async sendUnreadReminders(): Promise<number> {
    const now = this.now();
    const day = now.toISOString().slice(0, 10);
    const cutoff = new Date(now.getTime() - UNREAD_REMINDER_AFTER_MS).toISOString();
    const candidates = await this.repo.unreadReminderCandidates(cutoff, day, SCHEDULE_BATCH);
    let sent = 0;
    for (const candidate of candidates) {
      const last = await this.repo.lastSent(candidate.userId, 'unread_reminder');
      // Reminded already of every message unread now: no second reminder of the same news.
      if (last !== null && candidate.newestUnreadAt <= last) continue;
      const found = await this.repo.recipient(candidate.userId, 'unread_message_reminders');
      if (!found?.wanted || found.recipient.mailDisabled) continue;
      const mail = await this.channels.composeMail(found.recipient, {
        kind: 'unread_reminder',
        vars: { count: candidate.unread, path: '/chats' },
      });
      const done = await this.unitOfWork.run(async (tx) => {
        if (
          !(await this.repo.claim(
            tx.db,
            candidate.userId,
            'unread_reminder',
            day,
            now.toISOString(),
          ))
        )
          return false;
        await this.channels.mail(tx, mail);
        return true;
      });
      if (done) sent += 1;
    }
    return sent;
  }

  /**
   * Tells members what happened on their profile this past week, once per ISO week; a week
   * with no likes, messages or matches sends nothing (it is noted, so it is not asked again).
   */
  async sendWeeklyUpdates(): Promise<number> {
    const now = this.now();
    const week = isoWeek(now);
    const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
    let sent = 0;
    const candidates = await this.repo.weeklyUpdateCandidates(week, since, SCHEDULE_BATCH);
    for (const userId of candidates) {
      const found = await this.repo.recipient(userId, 'weekly_updates');
      if (!found?.wanted || found.recipient.mailDisabled) continue;
      const news = await this.repo.weekNews(found.recipient.profileId, since);
      const anything = news.likes + news.messages + news.matches > 0;
      const mail = anything
        ? await this.channels.composeMail(found.recipient, {
            kind: 'weekly_update',
            vars: { ...news, path: '/members' },
          })
        : null;
      const done = await this.unitOfWork.run(async (tx) => {
        const kind = mail ? 'weekly_update' : 'weekly_update_none';
        if (!(await this.repo.claim(tx.db, userId, kind, week, now.toISOString()))) return false;
        if (!mail) return false;
        await this.channels.mail(tx, mail);
        return true;
      });
      if (done) sent += 1;
    }
    return sent;
  }
}
