import { useSessionSettings, useSessionUser } from '@dating/platform';
import type { ChatResponse } from '@dating/shared-contracts/api';
import type { OutgoingDraft } from '../model/message-store';

export type Costs = Pick<
  ChatResponse['costs'],
  'message_credits' | 'photo_credits' | 'gift_credits'
>;

/** A message's length limit when the settings are not known. */
const DEFAULT_MESSAGE_LENGTH = 500;

/**
 * The footer's prices: the open conversation's, or for a conversation not started yet the
 * domain's settings (free members' text is free), and the message length limit.
 */
export function useCosts(fromServer: ChatResponse['costs'] | undefined) {
  const settings = useSessionSettings();
  const user = useSessionUser();
  const costs: Costs = fromServer ?? {
    message_credits: user?.paid_user ? (settings?.message_credits ?? 0) : 0,
    photo_credits: settings?.photo_credits ?? 0,
    gift_credits: settings?.gift_credits ?? 0,
  };
  const costOf = (draft: OutgoingDraft) =>
    draft.kind === 'text'
      ? costs.message_credits
      : draft.kind === 'gift'
        ? costs.gift_credits
        : costs.photo_credits;
  return { costs, costOf, maxLength: settings?.message_length ?? DEFAULT_MESSAGE_LENGTH };
}
