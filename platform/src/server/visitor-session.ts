import { of } from 'rxjs';
import type { SiteSettings } from '@dating/shared-contracts';
import {
  HIDDEN_TIME_BONUS,
  NO_LIKES,
  NO_TOTALS,
  type SessionFacade,
  type SessionSnapshot,
} from '../session-facade';

/**
 * The session a server render sees: a visitor (the server never renders for a member's
 * cookie, decision 0124), the domain's settings and the page's language. Nothing changes
 * during a render, so each stream is the one value.
 */
export function visitorSession(settings: SiteSettings | null, locale: string): SessionFacade {
  const snapshot: SessionSnapshot = {
    user: null,
    settings,
    locale,
    totals: NO_TOTALS,
    chats: [],
    likes: NO_LIKES,
    listsStatus: { chats: 'idle', likes: 'idle' },
    timeBonus: HIDDEN_TIME_BONUS,
    discount: null,
    pushState: 'unknown',
  };
  return {
    user$: of(snapshot.user),
    settings$: of(snapshot.settings),
    locale$: of(snapshot.locale),
    totals$: of(snapshot.totals),
    chats$: of(snapshot.chats),
    likes$: of(snapshot.likes),
    listsStatus$: of(snapshot.listsStatus),
    timeBonus$: of(snapshot.timeBonus),
    discount$: of(snapshot.discount),
    pushState$: of(snapshot.pushState),
    live$: of(),
    snapshot: () => snapshot,
  };
}
