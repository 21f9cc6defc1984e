import { useSessionUser } from '@dating/platform';
import { CONVERSATION_NS } from '../conversation-texts';
import { LoggedOut } from './screen-states';
import { WithProfile } from './with-profile';

export { CONVERSATION_NS };
export { CONVERSATION_PARTS_NAMESPACES } from '../../conversation-parts';

export type ConversationScreenProps = (
  { readonly conversationId: string } | { readonly profileId: string }
) & {
  /** Where the top bar's back control and a deleted chat lead: the conversation list. */
  readonly backHref: string;
};

/** One conversation as a full-height column: top bar, messages, footer. */
export function ConversationScreen(props: ConversationScreenProps) {
  const user = useSessionUser();
  if (!user) return <LoggedOut />;
  // Both through WithProfile: the view of a conversation a first message started stays the
  // same one when its page becomes the conversation's.
  return 'conversationId' in props ? (
    <WithProfile conversationId={props.conversationId} backHref={props.backHref} />
  ) : (
    <WithProfile profileId={props.profileId} backHref={props.backHref} />
  );
}
