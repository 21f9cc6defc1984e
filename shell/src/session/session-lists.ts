import { BehaviorSubject } from 'rxjs';
import {
  AUTHENTICATION_REQUIRED,
  NO_LIKES,
  NO_TOTALS,
  isApiError,
  type ApiClient,
  type SessionChats,
  type SessionLikes,
  type SessionTotals,
} from '@dating/shared-contracts';
import { callEndpoint, endpoints } from '@dating/shared-contracts/api';
import { totalsOf } from './session-totals';

export interface SessionLists {
  readonly chats$: BehaviorSubject<SessionChats>;
  readonly likes$: BehaviorSubject<SessionLikes>;
  readonly totals$: BehaviorSubject<SessionTotals>;
  /** Loads chats and likes for this user; an answer for another user is dropped. */
  load(userId: string): Promise<void>;
  loadChats(userId: string): Promise<void>;
  loadLikes(userId: string): Promise<void>;
  /** Spec section 4: opening a chat sets its unread count to zero, badges at once. */
  markChatRead(conversationId: string): void;
  clear(): void;
}

/** The chats and likes summaries of the session, and the badge totals drawn from them. */
export function createSessionLists(
  api: ApiClient,
  currentUserId: () => string | null,
): SessionLists {
  const chats$ = new BehaviorSubject<SessionChats>([]);
  const likes$ = new BehaviorSubject<SessionLikes>(NO_LIKES);
  const totals$ = new BehaviorSubject<SessionTotals>(NO_TOTALS);
  const updateTotals = () => {
    const totals = totalsOf(chats$.value, likes$.value);
    const { unreadMessages, newLikes } = totals$.value;
    if (totals.unreadMessages !== unreadMessages || totals.newLikes !== newLikes) {
      totals$.next(totals);
    }
  };

  async function fetchInto<T>(
    userId: string,
    what: string,
    load: () => Promise<T>,
    apply: (answer: T) => void,
  ) {
    try {
      const answer = await load();
      if (currentUserId() !== userId) return;
      apply(answer);
      updateTotals();
    } catch (error) {
      // A lost session is handled by the API client's authentication-required hook.
      if (!(isApiError(error) && error.code === AUTHENTICATION_REQUIRED)) {
        console.error(`[shell] ${what} refresh failed`, error);
      }
    }
  }

  const { list, likes } = endpoints.chats;
  const loadChats = (userId: string) =>
    fetchInto(
      userId,
      list.path,
      () => callEndpoint(api, list),
      (answer) => chats$.next(answer.chats),
    );
  const loadLikes = (userId: string) =>
    fetchInto(
      userId,
      likes.path,
      () => callEndpoint(api, likes),
      ({ profiles, liked_by }) => likes$.next({ profiles, liked_by }),
    );

  return {
    chats$,
    likes$,
    totals$,
    load: async (userId) => {
      await Promise.all([loadChats(userId), loadLikes(userId)]);
    },
    loadChats,
    loadLikes,
    markChatRead: (conversationId) => {
      const chats = chats$.value;
      if (!chats.some((c) => c.conversation.id === conversationId && c.num_unread_messages)) return;
      chats$.next(
        chats.map((chat) =>
          chat.conversation.id === conversationId ? { ...chat, num_unread_messages: 0 } : chat,
        ),
      );
      updateTotals();
    },
    clear: () => {
      chats$.next([]);
      likes$.next(NO_LIKES);
      updateTotals();
    },
  };
}
