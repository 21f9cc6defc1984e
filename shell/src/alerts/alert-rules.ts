import type { PushState, TimeBonusState } from '@dating/platform';
import type { SessionUser } from '@dating/shared-contracts';
import { awaitsActivation } from './awaits-activation';
import type { DismissalName } from './dismissals';

export type AlertName =
  'timeBonus' | 'decision' | 'activation' | 'photo' | 'push' | 'notificationsDisabled';

/** Route names on which each alert stays hidden. */
// "Signup" is also its steps at /complete-signup, which ask for the photo,
// the push permission and the e-mail confirmation themselves. (The invite page's empty
// layout has no alerts.)
export const HIDDEN_ON: Record<Exclude<AlertName, 'timeBonus'>, readonly string[]> = {
  // The page it leads to, where reading the statements ends it.
  decision: ['decisions'],
  activation: ['signup', 'complete-signup', 'notifications'],
  photo: [
    'profile',
    'signup',
    'complete-signup',
    'activate-done',
    'premium',
    'notifications',
    'directdebit',
  ],
  push: ['signup', 'complete-signup', 'notifications', 'activate-done', 'directdebit', 'premium'],
  notificationsDisabled: ['notifications'],
};

export interface AlertState {
  readonly routeName: string | null;
  readonly membersArea: boolean;
  readonly user: SessionUser | null;
  readonly timeBonus: TimeBonusState;
  readonly pushState: PushState;
  readonly isDismissed: (name: DismissalName) => boolean;
}

const hiddenOn = (name: keyof typeof HIDDEN_ON, route: string | null) =>
  route !== null && HIDDEN_ON[name].includes(route);

// Apart, so the modals of a first visit do not carry the member's alert rules.
export { awaitsActivation };

/**
 * The alerts of the default layout's header, in this order: the time bonus, a decision about
 * the account not yet read (it cannot be dismissed: it goes once the member has read it), then
 * the activation reminder or else the photo warning, the push offer, disabled notifications.
 * The settings page they hide on is the notifications route of the route table.
 */
export function visibleAlerts(state: AlertState): AlertName[] {
  const { user, routeName: route } = state;
  if (!user) return [];
  const shown: AlertName[] = [];
  if (state.membersArea && state.timeBonus.isVisible) shown.push('timeBonus');
  if ((user.unread_decisions ?? 0) > 0 && !hiddenOn('decision', route)) shown.push('decision');
  if (awaitsActivation(user)) {
    if (!hiddenOn('activation', route)) shown.push('activation');
  } else if (!user.profile.main_image && !hiddenOn('photo', route) && !state.isDismissed('photo')) {
    shown.push('photo');
  }
  if (state.pushState === 'unknown' && !hiddenOn('push', route) && !state.isDismissed('push'))
    shown.push('push');
  if (
    user.notifications_disabled.length > 0 &&
    !hiddenOn('notificationsDisabled', route) &&
    !state.isDismissed('notificationsDisabled')
  )
    shown.push('notificationsDisabled');
  return shown;
}
