import { useCallback, useRef, type Dispatch } from 'react';
import { useRemoteProps } from '@dating/platform';
import type { SendMessageResponse } from '@dating/shared-contracts/api';
import { sendDraft } from '../api/send-message';
import type { ConversationAction, OutgoingDraft, OutgoingMessage } from '../model/message-store';
import { newNonce, refusalOf, type Refusal } from '../model/refusal';

interface OutboxOptions {
  /** The partner's profile id, or null while unknown (nothing can be sent yet). */
  readonly profileId: string | null;
  readonly dispatch: Dispatch<ConversationAction>;
  /** What a draft costs, for the insufficient-credits prompt when the server does not say. */
  readonly costOf: (draft: OutgoingDraft) => number;
  readonly onSent: (answer: SendMessageResponse) => void;
  /** The server refused the draft: nothing was stored, the draft is the member's again. */
  readonly onRefused: (refusal: Refusal, draft: OutgoingDraft) => void;
}

/**
 * Sends what the member composes: pending at once, sent on the answer, failed (to retry with
 * the same nonce, so the server answers the original) when no answer came.
 */
export function useOutbox(options: OutboxOptions) {
  const { api, bus } = useRemoteProps();
  const latest = useRef(options);
  latest.current = options;

  const attempt = useCallback(
    async (entry: OutgoingMessage) => {
      const { profileId, dispatch, costOf, onSent, onRefused } = latest.current;
      if (!profileId) return;
      try {
        const answer = await sendDraft(api, profileId, entry.nonce, entry.draft);
        dispatch({ type: 'sent', nonce: entry.nonce, message: answer.message });
        release(entry);
        bus.emit({ type: 'credits/changed', credits: answer.credits });
        onSent(answer);
      } catch (error) {
        const refusal = refusalOf(error, costOf(entry.draft));
        if (!refusal) return dispatch({ type: 'failed', nonce: entry.nonce });
        dispatch({ type: 'withdrawn', nonce: entry.nonce });
        release(entry);
        onRefused(refusal, entry.draft);
      }
    },
    [api, bus],
  );

  const send = useCallback(
    (draft: OutgoingDraft) => {
      const entry: OutgoingMessage = {
        nonce: newNonce(),
        draft,
        state: 'sending',
        createdAt: new Date().toISOString(),
      };
      latest.current.dispatch({ type: 'queued', entry });
      void attempt(entry);
    },
    [attempt],
  );

  const retry = useCallback(
    (entry: OutgoingMessage) => {
      latest.current.dispatch({ type: 'retrying', nonce: entry.nonce });
      void attempt(entry);
    },
    [attempt],
  );

  /** A failed message the member gives up on leaves the screen (had it arrived, a resync shows it). */
  const discard = useCallback((entry: OutgoingMessage) => {
    latest.current.dispatch({ type: 'withdrawn', nonce: entry.nonce });
    release(entry);
  }, []);

  return { send, retry, discard };
}

/** An image's local preview is not needed once the server has the message (or refused it). */
function release(entry: OutgoingMessage) {
  const { draft } = entry;
  if (draft.kind === 'image' && draft.previewUrl) URL.revokeObjectURL(draft.previewUrl);
}
