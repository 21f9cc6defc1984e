import {
  MAIL_CATEGORIES,
  NOTIFICATION_PREFERENCES,
  allNotificationPreferences,
  type MailCategory,
} from '@dating/shared-contracts/api';
import { unsubscribeToken } from '../../src/modules/notifications/unsubscribe';
import { createTestApp, signup, type TestContext } from '../helper';

/**
 * One table, run against the shared lists and against the API: the preferences in the
 * settings' order, and whether a mail of that category carries an unsubscribe link.
 */
const CASES: readonly [string, { readonly mail: boolean }][] = [
  ['new_conversations', { mail: true }],
  ['new_messages', { mail: true }],
  ['like', { mail: true }],
  ['unread_message_reminders', { mail: true }],
  ['promotions', { mail: false }],
  ['weekly_updates', { mail: true }],
  ['news', { mail: false }],
  ['reminders', { mail: false }],
];

let ctx: TestContext;
let member: { cookie: string; user: { id: string } };
beforeAll(async () => {
  ctx = await createTestApp({ profiles: 0 });
  member = await signup(ctx.app);
});
afterAll(() => ctx.close());

const preferences = async () => {
  const response = await ctx.app.inject({
    url: '/api/notifications.php',
    headers: { cookie: member.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().preferences as Record<string, boolean>;
};

it('lists the preferences in the settings’ order, on for a new member, by the shared lists', () => {
  expect(NOTIFICATION_PREFERENCES).toEqual(CASES.map(([key]) => key));
  expect(allNotificationPreferences(true)).toEqual(
    Object.fromEntries(CASES.map(([key]) => [key, true])),
  );
});

it('answers the same preferences, all on for a new member, from the API', async () => {
  expect(Object.entries(await preferences())).toEqual(CASES.map(([key]) => [key, true]));
});

describe.each(CASES)('%s', (key, { mail }) => {
  it('by the shared lists', () => {
    expect((MAIL_CATEGORIES as readonly string[]).includes(key)).toBe(mail);
  });

  it('by the API: switched off alone, and unsubscribed by a link only if it has mails', async () => {
    const put = (value: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/notifications.php',
        headers: { cookie: member.cookie },
        payload: { [key]: value },
      });
    expect((await put(false)).statusCode).toBe(200);
    expect(await preferences()).toEqual({ ...allNotificationPreferences(true), [key]: false });
    expect((await put(true)).statusCode).toBe(200);

    const token = unsubscribeToken(
      ctx.app.config.unsubscribeSecret,
      Number(member.user.id),
      key as MailCategory,
    );
    const link = await ctx.app.inject({
      url: `/api/unsubscribe.php?token=${encodeURIComponent(token)}`,
    });
    expect(link.statusCode === 200 && link.json().category === key).toBe(mail);
  });
});
