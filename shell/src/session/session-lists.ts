import { BehaviorSubject } from 'rxjs';
import {
  NO_LIKES,
  NO_LISTS,
  NO_TOTALS,
  type ListsStatus,
  type SessionChats,
  type SessionLikes,
  type SessionTotals,
} from '@dating/platform';
import { AUTHENTICATION_REQUIRED, isApiError, type ApiClient } from '@dating/shared-contracts';
import { callEndpoint, endpoints } from '@dating/shared-contracts/api';
import { totalsOf } from './session-totals';
import { logShellError } from '../errors/shell-log';

export interface SessionLists {
  readonly chats$: BehaviorSubject<SessionChats>;
  readonly likes$: BehaviorSubject<SessionLikes>;
  readonly totals$: BehaviorSubject<SessionTotals>;
  readonly status$: BehaviorSubject<ListsStatus>;
  /** Loads chats and likes for this user; an answer for another user is dropped. */
  load(userId: string): Promise<void>;
  loadChats(userId: string): Promise<void>;
  loadLikes(userId: string): Promise<void>;
  /**
   * A chat's unread count, badges at once: zero when opened, or what the
   * server says after the member read it in another tab.
   */
  setUnread(conversationId: string, unread: number): void;
  /** Deleted chats leave the list at once; an answer already on its way does not bring them back. */
  drop(conversationIds: readonly string[]): void;
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
  const status$ = new BehaviorSubject<ListsStatus>(NO_LISTS);
  const setStatus = (list: keyof ListsStatus, status: ListsStatus[keyof ListsStatus]) => {
    if (status$.value[list] !== status) status$.next({ ...status$.value, [list]: status });
  };
  const updateTotals = () => {
    const totals = totalsOf(chats$.value, likes$.value);
    const { unreadMessages, newLikes } = totals$.value;
    if (totals.unreadMessages !== unreadMessages || totals.newLikes !== newLikes) {
      totals$.next(totals);
    }
  };

  async function fetchInto<T>(
    userId: string,
    list: keyof ListsStatus,
    what: string,
    load: () => Promise<T>,
    apply: (answer: T) => void,
  ) {
    // Data on screen stays there during a refresh; only a first load shows as loading.
    if (status$.value[list] !== 'ready') setStatus(list, 'loading');
    try {
      const answer = await load();
      if (currentUserId() !== userId) return;
      apply(answer);
      setStatus(list, 'ready');
      updateTotals();
    } catch (error) {
      if (currentUserId() !== userId) return;
      if (status$.value[list] !== 'ready') setStatus(list, 'failed');
      // A lost session is handled by the API client's authentication-required hook.
      if (!(isApiError(error) && error.code === AUTHENTICATION_REQUIRED)) {
        logShellError(`[shell] ${what} refresh failed`, error);
      }
    }
  }

  // Each drop, numbered: a load started before a drop leaves its chats out.
  const drops: (readonly string[])[] = [];
  const { list: chatsEndpoint, likes: likesEndpoint } = endpoints.chats;
  const loadChats = (userId: string) => {
    const since = drops.length;
    return fetchInto(
      userId,
      'chats',
      chatsEndpoint.path,
      () => callEndpoint(api, chatsEndpoint),
      ({ chats }) => {
        const gone = new Set(drops.slice(since).flat());
        chats$.next(chats.filter((chat) => !gone.has(chat.conversation.id)));
      },
    );
  };
  const loadLikes = (userId: string) =>
    fetchInto(
      userId,
      'likes',
      likesEndpoint.path,
      () => callEndpoint(api, likesEndpoint),
      ({ profiles, liked_by }) => likes$.next({ profiles, liked_by }),
    );

  return {
    chats$,
    likes$,
    totals$,
    status$,
    load: async (userId) => {
      await Promise.all([loadChats(userId), loadLikes(userId)]);
    },
    loadChats,
    loadLikes,
    setUnread: (conversationId, unread) => {
      const chats = chats$.value;
      const isIt = (chat: SessionChats[number]) => chat.conversation.id === conversationId;
      if (!chats.some((chat) => isIt(chat) && chat.num_unread_messages !== unread)) return;
      chats$.next(
        chats.map((chat) => (isIt(chat) ? { ...chat, num_unread_messages: unread } : chat)),
      );
      updateTotals();
    },
    drop: (conversationIds) => {
      drops.push(conversationIds);
      const chats = chats$.value.filter((chat) => !conversationIds.includes(chat.conversation.id));
      if (chats.length === chats$.value.length) return;
      chats$.next(chats);
      updateTotals();
    },
    clear: () => {
      chats$.next([]);
      likes$.next(NO_LIKES);
      status$.next(NO_LISTS);
      updateTotals();
    },
  };
}
