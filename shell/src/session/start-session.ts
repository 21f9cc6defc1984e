import { Subscription, distinctUntilChanged, map } from 'rxjs';
import { endpoints } from '@dating/shared-contracts/api';
import type { OpenLiveSocket } from './live-channel';
import type { SessionEnvironment, SessionParts } from './session-parts';
import type * as MemberSessionModule from './member-session';
import { bindLocalePersistence } from './locale-persistence';
import { bindPageHiddenBeacon } from './page-hidden-beacon';
import { refreshTicks$ } from './refresh-schedule';
import { logShellError } from '../errors/shell-log';
import { isChunkLoadError, reloadForChunkError } from '../remotes/chunk-reload-guard';

const loadMemberSession = (): Promise<Pick<typeof MemberSessionModule, 'bindMemberSession'>> =>
  import(/* webpackChunkName: "shell-member" */ './member-session');

const browserLiveSocket = (): OpenLiveSocket | null =>
  typeof WebSocket === 'function' ? (url) => new WebSocket(url) : null;

/**
 * Runs the live session: the user now, chats and likes whenever a user logs in, the
 * refresh schedule (refresh-schedule.ts), the page-hidden beacon and the locale persistence;
 * with the first user, the member's part (member-session.ts).
 * Returns stop.
 */
export function startSession(parts: SessionParts, env: Partial<SessionEnvironment> = {}) {
  const doc = env.document ?? document;
  const nav = env.navigator ?? navigator;
  const now = env.now ?? Date.now;
  const openLiveSocket =
    env.openLiveSocket === undefined ? browserLiveSocket() : env.openLiveSocket;
  const { user$, lists } = parts;
  const subscription = new Subscription();
  const userId$ = user$.pipe(
    map((user) => user?.id ?? null),
    distinctUntilChanged(),
  );

  subscription.add(
    userId$.subscribe((userId) => {
      lists.clear();
      if (userId !== null) void lists.load(userId);
    }),
  );
  // The member's part (live channel, time bonus, discount) comes with the first user. A flag,
  // not rxjs's first(): that operator brings its empty-sequence error into every first visit.
  let stopped = false;
  let memberAsked = false;
  subscription.add(
    userId$.subscribe((userId) => {
      if (userId === null || memberAsked) return;
      memberAsked = true;
      loadMemberSession().then(
        ({ bindMemberSession }) => {
          if (stopped) return;
          // Named here, in the first load, so the member's chunk does not carry every endpoint.
          const discountEndpoint = endpoints.payments.discountCode;
          const env = {
            userId$,
            discountEndpoint,
            location: doc.location,
            now,
            openLiveSocket,
            document: doc,
            navigator: nav,
          };
          subscription.add(bindMemberSession(parts, env));
        },
        (error: unknown) => {
          logShellError('[shell] the member session did not load', error);
          if (isChunkLoadError(error)) reloadForChunkError();
        },
      );
    }),
  );
  const refresh = () => {
    const loggedIn = user$.value;
    void parts.refreshUser();
    if (loggedIn) void lists.load(loggedIn.id);
  };
  // The schedule, or anyone who knows there is news (a push arrived, credits bought).
  subscription.add(refreshTicks$(parts.pushState$).subscribe(refresh));
  subscription.add(parts.bus.on('session/refresh-requested').subscribe(refresh));
  // The title's count and the app badge follow the member's totals (member-session.ts); a
  // badge an earlier session left goes at once.
  void nav.clearAppBadge?.()?.catch(() => undefined);
  subscription.add(bindPageHiddenBeacon(parts.api, doc));
  subscription.add(
    bindLocalePersistence({
      api: parts.api,
      bus: parts.bus,
      locale$: parts.locale$,
      isLoggedIn: () => user$.value !== null,
      changeLanguage: parts.changeLanguage,
      doc,
    }),
  );
  void parts.refreshUser();
  return () => {
    stopped = true;
    subscription.unsubscribe();
  };
}
