import { HIDDEN_TIME_BONUS } from '@dating/platform';
import { matchRoute, type SessionUser } from '@dating/shared-contracts';
import { PRODUCT_ROUTES } from '../testing/product-routes';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { visibleAlerts, type AlertState } from './alert-rules';

const photo = { url: '/p.jpg', thumb_url: '/p-thumb.jpg' };
const withPhoto = (user: SessionUser): SessionUser => ({
  ...user,
  profile: { ...user.profile, main_image: photo },
});
const pending = aSessionUser('Sanne', { status: 'not_confirmed' });
const awaiting: SessionUser = { ...pending, profile: { ...pending.profile, status: 'disabled' } };
const running = { isVisible: true, hours: '03', minutes: '59', seconds: '59' };

function at(path: string, state: Partial<AlertState>) {
  const match = matchRoute(path, PRODUCT_ROUTES);
  return visibleAlerts({
    routeName: match?.route.name ?? null,
    membersArea: match?.route.membersArea ?? false,
    user: withPhoto(aSessionUser()),
    timeBonus: HIDDEN_TIME_BONUS,
    pushState: 'subscribed',
    isDismissed: () => false,
    ...state,
  });
}

it('shows nothing to a visitor', () => {
  expect(at('/members', { user: null, timeBonus: running, pushState: 'unknown' })).toEqual([]);
});

it.each([
  ['/members', true],
  ['/members/12', true],
  ['/chats', true],
  ['/likes', true],
  ['/likes/m/12', true],
  ['/premium', true],
  ['/', false],
  ['/credits', false],
  ['/profile', false],
  ['/chats/4', true],
])('time-bonus banner on %s: %s', (path, shown) => {
  expect(at(path, { timeBonus: running }).includes('timeBonus')).toBe(shown);
  expect(at(path, { timeBonus: HIDDEN_TIME_BONUS })).not.toContain('timeBonus');
});

it.each([
  ['/members', true],
  ['/profile', true],
  ['/signup', false],
  ['/complete-signup', false],
  ['/notifications', false],
])('activation reminder on %s: %s', (path, shown) => {
  expect(at(path, { user: awaiting }).includes('activation')).toBe(shown);
});

it('needs a disabled profile, no disabled notifications and status not_confirmed', () => {
  expect(at('/members', { user: pending })).not.toContain('activation');
  expect(at('/members', { user: { ...awaiting, notifications_disabled: ['news'] } })).not.toContain(
    'activation',
  );
  expect(at('/members', { user: aSessionUser() })).not.toContain('activation');
});

it('shows the photo warning only when there is no activation reminder', () => {
  expect(at('/members', { user: awaiting })).toEqual(['activation']);
  expect(at('/members', { user: aSessionUser() })).toEqual(['photo']);
  expect(at('/members', {})).toEqual([]);
});

it.each([
  ['/members', true],
  ['/', true],
  ['/chats', true],
  ['/profile', false],
  ['/signup', false],
  ['/complete-signup', false],
  ['/activate/done', false],
  ['/premium', false],
  ['/notifications', false],
  ['/directdebit', false],
])('photo warning on %s: %s', (path, shown) => {
  expect(at(path, { user: aSessionUser() }).includes('photo')).toBe(shown);
});

it.each([
  ['/members', true],
  ['/profile', true],
  ['/signup', false],
  ['/complete-signup', false],
  ['/notifications', false],
  ['/activate/done', false],
  ['/directdebit', false],
  ['/premium', false],
])('push offer on %s: %s', (path, shown) => {
  expect(at(path, { pushState: 'unknown' }).includes('push')).toBe(shown);
});

it('offers push only while its state is unknown', () => {
  for (const pushState of ['not-capable', 'subscribed', 'denied'] as const)
    expect(at('/members', { pushState })).not.toContain('push');
});

it.each([
  ['/members', true],
  ['/profile', true],
  ['/premium', true],
  ['/notifications', false],
])('disabled-notifications alert on %s: %s', (path, shown) => {
  const user = withPhoto(aSessionUser('Sanne', { notifications_disabled: ['news'] }));
  expect(at(path, { user }).includes('notificationsDisabled')).toBe(shown);
  expect(at(path, {})).not.toContain('notificationsDisabled');
});

describe("a member who unsubscribed through a mail's link (the session names the category)", () => {
  const unsubscribed = withPhoto(
    aSessionUser('Sanne', { notifications_disabled: ['new_messages'] }),
  );

  it('sees the disabled-notifications alert, except on the notification settings', () => {
    expect(at('/members', { user: unsubscribed })).toEqual(['notificationsDisabled']);
    expect(at('/notifications', { user: unsubscribed })).toEqual([]);
  });

  it('no longer sees it once dismissed', () => {
    const isDismissed = (name: string) => name === 'notificationsDisabled';
    expect(at('/members', { user: unsubscribed, isDismissed })).toEqual([]);
  });

  it('gets no activation reminder while waiting for activation, but the alert', () => {
    const user = { ...withPhoto(awaiting), notifications_disabled: ['new_messages'] };
    expect(at('/members', { user })).toEqual(['notificationsDisabled']);
    expect(at('/members', { user: withPhoto(awaiting) })).toEqual(['activation']);
  });
});

it('asks a member to read a decision about their account, except where they read it, and it cannot be dismissed', () => {
  const user = withPhoto(aSessionUser('Sanne', { unread_decisions: 1 }));
  expect(at('/members', { user })).toEqual(['decision']);
  expect(at('/chats', { user, isDismissed: () => true })).toEqual(['decision']);
  expect(at('/decisions', { user })).toEqual([]);
  expect(at('/members', { user: { ...user, unread_decisions: 0 } })).toEqual([]);
  // An API from before the field: no alert.
  const { unread_decisions: _unread, ...older } = user;
  expect(at('/members', { user: older })).toEqual([]);
});

it('keeps the header order and drops what was dismissed', () => {
  const user = aSessionUser('Sanne', { notifications_disabled: ['news'], unread_decisions: 2 });
  const all = { user, timeBonus: running, pushState: 'unknown' as const };
  expect(at('/members', all)).toEqual([
    'timeBonus',
    'decision',
    'photo',
    'push',
    'notificationsDisabled',
  ]);
  expect(at('/members', { ...all, isDismissed: (name) => name !== 'push' })).toEqual([
    'timeBonus',
    'decision',
    'push',
  ]);
});
