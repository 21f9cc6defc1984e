import type { Tx, UnitOfWork } from '../src/db/unit-of-work';
import type { NotifyEvent } from '../src/modules/notifications/notification-kinds';
import { NotificationsRepository } from '../src/modules/notifications/notifications.repository';
import {
  Notifier,
  isoWeek,
  type NotificationChannels,
  type NotificationMail,
} from '../src/modules/notifications/notifier';
import { chatKit, type Member } from './chat-test-kit';
import { activeMember, createTestApp, type TestContext } from './helper';

/**
 * What the notifier decided to send, by channel (the channels themselves: notifications.test.ts).
 * Its pushes reach every member unless `onlySubscribed`, as the app's reach subscribed browsers.
 */
function recordingChannels(onlySubscribed = false) {
  const mails: { userId: number; mail: NotificationMail }[] = [];
  const pushes: { userId: number; title: string; tag: string; path: string }[] = [];
  const channels: NotificationChannels = {
    composeMail: async (recipient, mail) => ({ recipient, mail }),
    mail: async (_tx, { recipient, mail }) => void mails.push({ userId: recipient.userId, mail }),
    push: async (_tx, recipient, push) =>
      void pushes.push({
        userId: recipient.userId,
        title: push.title,
        tag: push.tag,
        path: push.path,
      }),
    pushQueues: (subscribed) => !onlySubscribed || subscribed,
  };
  return { channels, mails, pushes };
}

describe('the notifier decides who hears of what', () => {
  let ctx: TestContext;
  let kit: ReturnType<typeof chatKit>;
  let sent: ReturnType<typeof recordingChannels>;
  let notifier: Notifier;
  let anna: Member;
  let bart: Member;
  let handedByJobs: NotifyEvent[];

  beforeEach(async () => {
    ctx = await createTestApp();
    kit = chatKit(ctx);
    sent = recordingChannels();
    notifier = new Notifier(
      new NotificationsRepository(ctx.app.db),
      ctx.app.unitOfWork,
      sent.channels,
      () => ctx.clock.now,
    );
    // The app's own notify.event jobs are only noted: this test hands each event to its
    // notifier itself, when it chooses (after a read, twice).
    handedByJobs = [];
    Object.defineProperty(ctx.app, 'notifier', {
      value: { handle: async (event: NotifyEvent) => void handedByJobs.push(event) },
    });
    anna = await activeMember(ctx.app, { name: 'Anna' });
    bart = await activeMember(ctx.app, { name: 'Bart' });
    await kit.setCredits(anna, 100);
    await kit.setCredits(bart, 100);
  });
  afterEach(() => ctx.close());

  /** Anna writes to Bart; the event the chat's unit of work queued for Bart. */
  async function write(text: string): Promise<NotifyEvent> {
    const response = await kit.send(anna, bart, { body: text });
    expect(response.statusCode).toBeLessThan(300);
    const [message] = (await kit.messagesFrom(anna)).slice(-1);
    const conversation = await ctx.app.db
      .selectFrom('messages')
      .select('conversation_id')
      .where('id', '=', message!.id)
      .executeTakeFirstOrThrow();
    return {
      kind: 'message',
      userId: bart.userId,
      fromProfileId: Number(anna.profileId),
      conversationId: conversation.conversation_id,
      messageId: message!.id,
    };
  }

  /** A browser of Bart's subscribed to push. */
  const subscribeBart = () =>
    ctx.app.db
      .insertInto('push_subscriptions')
      .values({
        user_id: bart.userId,
        endpoint: 'https://push.example/bart',
        p256dh: 'p256dh',
        auth: 'auth',
        created_at: ctx.clock.now.toISOString(),
      })
      .execute();

  const bartsMails = () => sent.mails.filter((m) => m.userId === bart.userId).map((m) => m.mail);

  const setPreferences = (member: Member, values: Record<string, boolean>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { cookie: member.cookie },
      payload: values,
    });

  it('tells of a new conversation, then of new messages, by push each time and by mail once an hour per conversation', async () => {
    await notifier.handle(await write('Hoi Bart!'));
    expect(sent.pushes).toEqual([
      expect.objectContaining({ userId: bart.userId, title: 'Anna begon een gesprek met je' }),
    ]);
    expect(sent.mails.map((m) => m.mail.kind)).toEqual(['new_conversation']);
    expect(sent.mails[0]!.mail.vars).toEqual(
      expect.objectContaining({ name: 'Anna', path: expect.stringMatching(/^\/chats\/\d+$/) }),
    );

    await notifier.handle(await write('Ben je er?'));
    expect(sent.pushes.map((p) => p.title)).toEqual([
      'Anna begon een gesprek met je',
      'Nieuw bericht van Anna',
    ]);
    // One chat tag: the second push replaces the first on the device.
    expect(new Set(sent.pushes.map((p) => p.tag)).size).toBe(1);
    expect(sent.mails).toHaveLength(1);

    ctx.clock.advance(61 * 60 * 1000);
    await notifier.handle(await write('Nog een keer'));
    expect(sent.mails.map((m) => m.mail.kind)).toEqual(['new_conversation', 'new_message']);
  });

  it('with no browser subscribed and the hour mailed, writes nothing; a browser subscribed later gets the next push', async () => {
    sent = recordingChannels(true);
    const units = { count: 0 };
    const appUnits = ctx.app.unitOfWork;
    const unitOfWork = {
      run: <T>(work: (tx: Tx) => Promise<T>) => {
        units.count += 1;
        return appUnits.run(work);
      },
    } as unknown as UnitOfWork;
    notifier = new Notifier(
      new NotificationsRepository(ctx.app.db),
      unitOfWork,
      sent.channels,
      () => ctx.clock.now,
    );
    // The hour's mail is due: a unit of work claims its slot (the push channel is asked too).
    await notifier.handle(await write('Hoi Bart!'));
    expect(sent.mails.map((m) => m.mail.kind)).toEqual(['new_conversation']);
    expect(units.count).toBe(1);

    // The hour's mail went out and no browser is subscribed: no unit of work at all.
    await notifier.handle(await write('Ben je er?'));
    expect(units.count).toBe(1);
    expect(sent.pushes).toHaveLength(1);
    expect(sent.mails).toHaveLength(1);

    await subscribeBart();
    await notifier.handle(await write('Nu met push'));
    expect(units.count).toBe(2);
    expect(sent.pushes.map((p) => p.title)).toEqual([
      'Anna begon een gesprek met je',
      'Nieuw bericht van Anna',
    ]);
    expect(sent.mails).toHaveLength(1);

    await ctx.app.db.deleteFrom('push_subscriptions').where('user_id', '=', bart.userId).execute();
    ctx.clock.advance(61 * 60 * 1000);
    await notifier.handle(await write('Een uur later'));
    expect(units.count).toBe(3);
    expect(sent.mails.map((m) => m.mail.kind)).toEqual(['new_conversation', 'new_message']);
  });

  it('queues no job for a message that neither a push nor a mail could tell of', async () => {
    const queued = async () => {
      await ctx.app.jobs.drain();
      return handedByJobs.filter((event) => event.kind === 'message').length;
    };
    // The first message: the hour's mail is due, and this notifier sends it.
    await notifier.handle(await write('Hoi Bart!'));
    expect(await queued()).toBe(1);
    expect(bartsMails()).toHaveLength(1);

    // The hour mailed and no browser of Bart's subscribed: nothing to tell him, no job.
    await write('Ben je er?');
    expect(await queued()).toBe(1);

    // A browser subscribed: the push could tell him.
    await subscribeBart();
    await write('Nu met push');
    expect(await queued()).toBe(2);
    await ctx.app.db.deleteFrom('push_subscriptions').where('user_id', '=', bart.userId).execute();

    // An hour on, the conversation's next mail is due.
    ctx.clock.advance(61 * 60 * 1000);
    await write('Een uur later');
    expect(await queued()).toBe(3);

    // With his mail off (a bounce) and no browser, another hour on: nothing could reach him.
    await ctx.app.db
      .updateTable('users')
      .set({ notifications_disabled: JSON.stringify(['bounce']) })
      .where('id', '=', bart.userId)
      .execute();
    ctx.clock.advance(61 * 60 * 1000);
    await write('Hallo?');
    expect(await queued()).toBe(3);
  });

  it('runs a job twice without a second mail', async () => {
    const event = await write('Hoi');
    await notifier.handle(event);
    await notifier.handle(event);
    expect(sent.mails).toHaveLength(1);
  });

  it('sends nothing for a message already read, nor to a member who turned the category off', async () => {
    const first = await write('Hoi');
    if (first.kind !== 'message') throw new Error('a message event');
    const read = await kit.call('POST', '/api/chat-read.php', bart.cookie, {
      conversation_id: String(first.conversationId),
      up_to_message_id: String(first.messageId),
    });
    expect(read.statusCode).toBe(200);
    await notifier.handle(first);
    expect(sent.pushes).toHaveLength(0);

    expect((await setPreferences(bart, { new_messages: false })).statusCode).toBe(200);
    await notifier.handle(await write('Tweede'));
    expect(sent.pushes).toHaveLength(0);
    expect(sent.mails).toHaveLength(0);
  });

  it('still pushes but sends no mail while e-mail notifications are disabled', async () => {
    await ctx.app.db
      .updateTable('users')
      .set({ notifications_disabled: JSON.stringify(['bounce']) })
      .where('id', '=', bart.userId)
      .execute();
    await notifier.handle(await write('Hoi'));
    expect(sent.pushes).toHaveLength(1);
    expect(sent.mails).toHaveLength(0);
  });

  it('tells of a like and of a match in the member language, under the like preference', async () => {
    await ctx.app.db
      .updateTable('users')
      .set({ language: 'de' })
      .where('id', '=', bart.userId)
      .execute();
    await notifier.handle({
      kind: 'like',
      userId: bart.userId,
      fromProfileId: Number(anna.profileId),
    });
    await notifier.handle({
      kind: 'match',
      userId: bart.userId,
      fromProfileId: Number(anna.profileId),
    });
    expect(sent.pushes.map((p) => p.title)).toEqual(['Anna mag dich', 'Ein Match mit Anna!']);
    expect(sent.mails.map((m) => m.mail.kind)).toEqual(['like', 'match']);

    await setPreferences(bart, { like: false });
    await notifier.handle({
      kind: 'match',
      userId: bart.userId,
      fromProfileId: Number(anna.profileId),
    });
    expect(sent.pushes).toHaveLength(2);
  });

  it('queues a notify.event with the like, and the job engine hands it to the notifier', async () => {
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: anna.cookie },
      payload: { profile_id: bart.profileId },
    });
    expect(like.statusCode).toBeLessThan(300);
    await ctx.app.jobs.drain();
    expect(handedByJobs).toEqual([
      { kind: 'like', userId: bart.userId, fromProfileId: Number(anna.profileId) },
    ]);
  });

  it('reminds of a message unread for a day, once, and again only for newer unread news', async () => {
    await write('Hoi');
    await notifier.sendUnreadReminders();
    expect(bartsMails()).toHaveLength(0); // not a day old yet

    ctx.clock.advance(25 * 60 * 60 * 1000);
    await notifier.sendUnreadReminders();
    expect(bartsMails()).toEqual([{ kind: 'unread_reminder', vars: { count: 1, path: '/chats' } }]);
    await notifier.sendUnreadReminders();
    expect(bartsMails()).toHaveLength(1); // same day

    ctx.clock.advance(24 * 60 * 60 * 1000);
    await notifier.sendUnreadReminders();
    expect(bartsMails()).toHaveLength(1); // nothing new since the reminder

    await write('Hallo?');
    ctx.clock.advance(25 * 60 * 60 * 1000);
    await notifier.sendUnreadReminders();
    expect(bartsMails().at(-1)).toEqual({
      kind: 'unread_reminder',
      vars: { count: 2, path: '/chats' },
    });

    await setPreferences(bart, { unread_message_reminders: false });
    await write('En nu?');
    ctx.clock.advance(25 * 60 * 60 * 1000);
    await notifier.sendUnreadReminders();
    expect(bartsMails()).toHaveLength(2);
  });

  it('sends a weekly update with the week news, once per week, and none without news', async () => {
    // A member's first week is no news: a weekly update needs a signup over a week old.
    await notifier.sendWeeklyUpdates();
    expect(bartsMails()).toHaveLength(0);
    await ctx.app.db
      .updateTable('users')
      .set({ signup_date: '2026-05-01T12:00:00.000Z' })
      .where('id', 'in', [anna.userId, bart.userId])
      .execute();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: anna.cookie },
      payload: { profile_id: bart.profileId },
    });
    await notifier.sendWeeklyUpdates();
    expect(bartsMails()).toEqual([
      { kind: 'weekly_update', vars: { likes: 1, messages: 0, matches: 0, path: '/members' } },
    ]);
    await notifier.sendWeeklyUpdates();
    expect(bartsMails()).toHaveLength(1); // once per week
    const week = isoWeek(ctx.clock.now);
    const rows = await ctx.app.db
      .selectFrom('notification_log')
      .select(['user_id', 'kind'])
      .where('period', '=', week)
      .orderBy('user_id')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { user_id: bart.userId, kind: 'weekly_update' },
        { user_id: anna.userId, kind: 'weekly_update_none' },
      ]),
    );
  });

  it('numbers ISO weeks as ISO 8601 does', () => {
    expect(isoWeek(new Date('2026-01-01T12:00:00Z'))).toBe('2026-W01');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2026-11-28T03:00:00Z'))).toBe('2026-W48');
  });
});
