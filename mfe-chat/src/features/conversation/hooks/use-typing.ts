import { useCallback, useEffect, useRef, useState } from 'react';
import { useRemoteProps } from '@dating/platform';
import { isLiveEvent } from '@dating/shared-contracts';
import { TYPING_TTL_MS } from '@dating/shared-contracts/api';
import { announceTyping } from '../api/conversation-signals';

/** How often the member's typing is announced while they type. */
export const TYPING_ANNOUNCE_MS = 3000;

/**
 * Whether the partner is typing in this conversation: from a live `typing` event until
 * TYPING_TTL_MS after it (the next event renews it), and not after their message arrived.
 */
export function usePartnerTyping(conversationId: string | null, partnerId: string | null) {
  const { session } = useRemoteProps();
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      setTyping(false);
    };
    const subscription = session.live$.subscribe((frame) => {
      if (!conversationId || !partnerId || frame.conversation_id !== conversationId) return;
      if (isLiveEvent(frame, 'typing') && frame.profile_id === partnerId) {
        clearTimeout(timer);
        setTyping(true);
        timer = setTimeout(stop, TYPING_TTL_MS);
      } else if (isLiveEvent(frame, 'message') && !frame.message.from_me) {
        stop();
      }
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [session, conversationId, partnerId]);
  return typing;
}

/** Call on every keystroke: tells the partner at most every TYPING_ANNOUNCE_MS. */
export function useAnnounceTyping(conversationId: string | null) {
  const { api } = useRemoteProps();
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (!conversationId || now - last.current < TYPING_ANNOUNCE_MS) return;
    last.current = now;
    void announceTyping(api, conversationId);
  }, [api, conversationId]);
}
