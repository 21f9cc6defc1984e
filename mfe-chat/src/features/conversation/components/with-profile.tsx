import { useObservable, useRemoteProps } from '@dating/platform';
import { isApiError } from '@dating/shared-contracts';
import { cardOf, useMemberProfile } from '../api/member-profile';
import { ConversationView } from './conversation-view';
import { LoadError, Loading, NotFound } from './screen-states';

/**
 * `/members/{id}/chat`: the conversation with that member when there is one, else an empty
 * one that the first message starts. One view throughout, so nothing composed is lost when
 * the conversation comes into being.
 */
export function WithProfile({ profileId, backHref }: { profileId: string; backHref: string }) {
  const { session } = useRemoteProps();
  const chats = useObservable(session.chats$, session.snapshot().chats);
  const { chats: status } = useObservable(session.listsStatus$, session.snapshot().listsStatus);
  const existing = chats.find((chat) => chat.profile.id === profileId)?.conversation.id ?? null;
  const listKnown = status === 'ready' || status === 'failed';
  const profile = useMemberProfile(profileId, listKnown && !existing);

  if (!existing) {
    if (!listKnown || profile.isPending) return <Loading />;
    if (profile.isError) {
      if (isApiError(profile.error) && profile.error.status === 404) {
        return <NotFound backHref={backHref} member />;
      }
      return <LoadError onRetry={() => void profile.refetch()} />;
    }
  }
  return (
    <ConversationView
      conversationId={existing}
      partner={profile.data ? cardOf(profile.data.profile) : null}
      partnerFictional={profile.data?.profile.fictional === true}
      backHref={backHref}
    />
  );
}
