import { useEffect, useRef, type Dispatch } from 'react';
import { useRemoteProps } from '@dating/platform';
import { isLiveEvent } from '@dating/shared-contracts';
import { markRead } from '../api/conversation-signals';
import { compareIds } from '../model/message-order';
import {
  newestPartnerId,
  type ConversationAction,
  type ConversationState,
} from '../model/message-store';

/**
 * Reading: while the conversation is on a visible page, the partner's newest message beyond
 * the read mark is marked read (and the shell zeroes the badge); live `read` events move the
 * partner's receipt and this member's mark from other tabs.
 */
export function useReadMarks(
  conversationId: string | null,
  partnerId: string | null,
  state: ConversationState,
  dispatch: Dispatch<ConversationAction>,
) {
  const { api, bus, session } = useRemoteProps();
  const asked = useRef<string | null>(null);
  const newest = newestPartnerId(state);
  const { readUpTo } = state;

  useEffect(() => {
    const check = () => {
      if (!conversationId || !newest || document.visibilityState !== 'visible') return;
      if (compareIds(newest, readUpTo) <= 0 || asked.current === newest) return;
      asked.current = newest;
      markRead(api, conversationId, newest).then(
        (answer) => {
          dispatch({ type: 'read', upTo: answer.read_up_to });
          bus.emit({ type: 'chat/opened', conversationId });
        },
        () => {
          asked.current = null;
        },
      );
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [api, bus, conversationId, newest, readUpTo, dispatch]);

  useEffect(() => {
    const subscription = session.live$.subscribe((frame) => {
      if (!isLiveEvent(frame, 'read') || frame.conversation_id !== conversationId) return;
      const upTo = frame.up_to_message_id;
      dispatch(
        frame.profile_id === partnerId ? { type: 'partnerRead', upTo } : { type: 'read', upTo },
      );
    });
    return () => subscription.unsubscribe();
  }, [session, conversationId, partnerId, dispatch]);
}
