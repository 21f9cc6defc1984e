import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useRemoteProps } from '@dating/platform';
import { isLiveEvent } from '@dating/shared-contracts';
import type { ChatResponse } from '@dating/shared-contracts/api';
import { fetchNewer, fetchOlder, useOpenConversation } from '../api/open-conversation';
import { compareIds } from '../model/message-order';
import { conversationReducer, EMPTY_CONVERSATION, newestId } from '../model/message-store';

const pageAction = (page: ChatResponse, withOlder: boolean) => ({
  type: 'page' as const,
  messages: page.conversation.messages,
  ...(withOlder ? { hasOlder: page.conversation.has_older } : {}),
  readUpTo: page.conversation.read_up_to,
  partnerReadUpTo: page.conversation.partner_read_up_to,
});

/**
 * The messages of one conversation, kept by id: the newest page, older pages on request,
 * live events, and a resync after everything the member may have missed (the shell's chat
 * list shows a newer message, the browser is back online, the page is visible again).
 * Without an id (a conversation not started yet) the partner's first message brings one.
 */
export function useConversationData(given: string | null, partnerId: string | null) {
  const { api, session } = useRemoteProps();
  const [state, dispatch] = useReducer(conversationReducer, EMPTY_CONVERSATION);
  const [adoptedId, setAdoptedId] = useState<string | null>(null);
  const conversationId = given ?? adoptedId;
  const open = useOpenConversation(conversationId);
  const { refetch } = open;
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');
  const latest = useRef({ state, conversationId, older });
  latest.current = { state, conversationId, older };

  useEffect(() => {
    if (open.data) dispatch(pageAction(open.data, true));
  }, [open.data]);

  const loadOlder = useCallback(async () => {
    const { state: current, conversationId: id, older: status } = latest.current;
    const first = current.messages[0]?.id;
    if (!id || !first || status === 'loading') return;
    setOlder('loading');
    try {
      dispatch(pageAction(await fetchOlder(api, id, first), true));
      setOlder('idle');
    } catch {
      setOlder('failed');
    }
  }, [api]);

  const syncing = useRef(false);
  const resync = useCallback(async () => {
    const { state: current, conversationId: id } = latest.current;
    const newest = newestId(current);
    if (!id || syncing.current) return;
    if (!newest) return void refetch();
    syncing.current = true;
    try {
      await fetchNewer(api, id, newest, (page) => dispatch(pageAction(page, false)));
    } catch {
      // The next trigger (list refresh, online, visible) tries again.
    } finally {
      syncing.current = false;
    }
  }, [api, refetch]);

  useEffect(() => {
    const subscription = session.live$.subscribe((frame) => {
      if (!isLiveEvent(frame, 'message')) return;
      const id = latest.current.conversationId;
      const adopt = !id && partnerId !== null && frame.profile_id === partnerId;
      if (adopt) {
        latest.current.conversationId = frame.conversation_id;
        setAdoptedId(frame.conversation_id);
      }
      if (adopt || frame.conversation_id === id) {
        dispatch({ type: 'message', message: frame.message });
      }
    });
    return () => subscription.unsubscribe();
  }, [session, partnerId]);

  useEffect(() => {
    const subscription = session.chats$.subscribe((chats) => {
      const { state: current, conversationId: id } = latest.current;
      const entry = chats.find((chat) => chat.conversation.id === id);
      const last = entry?.conversation.messages.at(-1)?.id;
      const newest = newestId(current);
      if (last && newest && compareIds(last, newest) > 0) void resync();
    });
    return () => subscription.unsubscribe();
  }, [session, resync]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void resync();
    };
    const onOnline = () => void resync();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [resync]);

  return { id: conversationId, state, dispatch, open, older, loadOlder };
}
