import { Subscription, type BehaviorSubject, type Observable } from 'rxjs';
import { isLiveEvent } from '@dating/shared-contracts';
import { activeDiscount$, type DiscountCodeEndpoint } from './active-discount';
import {
  liveSignals$,
  liveStatusAfter,
  liveUrl,
  type LiveSignal,
  type LiveStatus,
  type OpenLiveSocket,
} from './live-channel';
import { liveStatus$ } from './live-status';
import type { SessionParts } from './session-parts';
import { timeBonusCountdown$ } from './time-bonus-countdown';
import { bindTitleAndBadge, type BadgeNavigator } from './title-badge';

/**
 * What only a member's session runs: the live channel, the time bonus countdown, the
 * active discount, and the unread count in the title and the app badge. Loaded with the first user of the page (with the member chrome), so a
 * visitor's first visit does not carry it; once bound, each follows the user by itself.
 */
export function bindMemberSession(
  parts: SessionParts,
  env: {
    readonly userId$: Observable<string | null>;
    readonly location: Pick<Location, 'protocol' | 'host'>;
    readonly now: () => number;
    readonly openLiveSocket: OpenLiveSocket | null;
    readonly discountEndpoint: DiscountCodeEndpoint;
    readonly document: Document;
    readonly navigator: BadgeNavigator;
    /** Where the channel's status goes (the page's own unless a test passes one). */
    readonly liveStatus$?: BehaviorSubject<LiveStatus>;
  },
): Subscription {
  const { user$ } = parts;
  const subscription = new Subscription();
  // Totals stay zero until a member's lists load: a visitor's page has neither count nor badge.
  subscription.add(bindTitleAndBadge(parts.lists.totals$, env.document, env.navigator));
  if (env.openLiveSocket) {
    const status$ = env.liveStatus$ ?? liveStatus$;
    subscription.add(
      liveSignals$(env.userId$, liveUrl(env.location), env.openLiveSocket).subscribe((signal) => {
        const status = liveStatusAfter(signal);
        if (status !== null && status !== status$.value) status$.next(status);
        applyLiveSignal(parts, signal);
      }),
    );
    subscription.add(() => status$.next('stopped'));
  }
  subscription.add(
    activeDiscount$({
      api: parts.api,
      endpoint: env.discountEndpoint,
      user$,
      now: env.now,
    }).subscribe((discount) => parts.discount$.next(discount)),
  );
  // The countdown follows the API's active discount, never the signup date.
  subscription.add(
    timeBonusCountdown$(parts.discount$, env.now).subscribe((state) =>
      parts.timeBonus$.next(state),
    ),
  );
  return subscription;
}

/**
 * A live event changes the session at once (badges, credits); what the event does not
 * carry is fetched. After a reconnect everything is fetched, since events may be lost.
 */
function applyLiveSignal(parts: SessionParts, signal: LiveSignal) {
  const user = parts.user$.value;
  if (!user) return;
  if (signal.kind === 'opened') {
    if (signal.reconnect) {
      void parts.refreshUser();
      void parts.lists.load(user.id);
    }
    return;
  }
  if (signal.kind !== 'event') return;
  const { event } = signal;
  // Every frame reaches the remotes; the shell acts only on the events it knows.
  parts.live$.next(event);
  if (!isLiveEvent(event)) return;
  switch (event.type) {
    case 'message':
      void parts.lists.loadChats(user.id);
      break;
    case 'like':
    case 'match':
    case 'likes':
      void parts.lists.loadLikes(user.id);
      break;
    case 'credits':
      parts.user$.next({ ...user, credits: event.credits });
      break;
    case 'payment':
      // A completed first purchase makes the member premium: the chrome swaps "Premium
      // worden" for the credits, and the active discount is asked again (it follows
      // paid_user), which ends the time bonus.
      if (event.status === 'completed')
        parts.user$.next({ ...user, credits: event.credits, paid_user: event.paid_user });
      break;
    case 'read':
      // The member read it in another tab; the partner's read (a receipt) changes no badge.
      if (event.profile_id === user.profile.id)
        parts.lists.setUnread(event.conversation_id, event.num_unread_messages);
      break;
    case 'chat_deleted':
      parts.lists.drop(event.conversation_ids);
      break;
    case 'typing':
      break;
  }
}
