import { useRef } from 'react';
import { useObservable, useRemoteProps } from '@dating/platform';
import { isApiError } from '@dating/shared-contracts';
import { cardOf, useMemberProfile } from '../api/member-profile';
import { ConversationView, type ConversationViewProps } from './conversation-view';
import { LoadError, Loading, NotFound } from './screen-states';

type WithProfileProps = (
  | { readonly profileId: string; readonly conversationId?: undefined }
  | { readonly conversationId: string; readonly profileId?: undefined }
) & { readonly backHref: string };

/** The partner a member's page showed. */
interface Shown {
  readonly partner: ConversationViewProps['partner'];
  readonly partnerFictional: boolean;
}

/**
 * `/members/{id}/chat` (`profileId`): the conversation with that member when there is one,
 * else an empty one that the first message starts. `/chats/{id}` (`conversationId`): that
 * conversation. One view throughout, so nothing composed is lost when the conversation comes
 * into being and the page becomes the conversation's (the screen keeps its key then,
 * screen-key.ts): the view stays, with the partner the member's page showed.
 */
export function WithProfile({ profileId, conversationId, backHref }: WithProfileProps) {
  const { session } = useRemoteProps();
  const chats = useObservable(session.chats$, session.snapshot().chats);
  const { chats: status } = useObservable(session.listsStatus$, session.snapshot().listsStatus);
  const byMember = profileId !== undefined;
  const existing = byMember
    ? (chats.find((chat) => chat.profile.id === profileId)?.conversation.id ?? null)
    : null;
  const listKnown = status === 'ready' || status === 'failed';
  const profile = useMemberProfile(profileId ?? '', byMember && listKnown && !existing);
  const shown = useRef<Shown | null>(null);

  if (!byMember) {
    return (
      <ConversationView
        conversationId={conversationId}
        partner={shown.current?.partner ?? null}
        partnerFictional={shown.current?.partnerFictional ?? false}
        backHref={backHref}
      />
    );
  }
  if (!existing) {
    if (!listKnown || profile.isPending) return <Loading />;
    if (profile.isError) {
      if (isApiError(profile.error) && profile.error.status === 404) {
        return <NotFound backHref={backHref} member />;
      }
      return <LoadError onRetry={() => void profile.refetch()} />;
    }
  }
  const partner = profile.data ? cardOf(profile.data.profile) : null;
  const partnerFictional = profile.data?.profile.fictional === true;
  shown.current = { partner, partnerFictional };
  return (
    <ConversationView
      conversationId={existing}
      partner={partner}
      partnerFictional={partnerFictional}
      backHref={backHref}
    />
  );
}
