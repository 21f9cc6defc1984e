/**
 * The key of a conversation screen: a new conversation or member draws a new view (nothing
 * composed for one shows in another), except where a first message on a member's page
 * (`/members/{id}/chat`) started the conversation: that page becomes the conversation's
 * (`/chats/{id}`) under the member page's key, so the view stays, with what the member typed
 * meanwhile and a question it was asking.
 */
const startedOnMemberPage = new Map<string, string>();

const memberKey = (profileId: string) => `p${profileId}`;

export function screenKey(
  props: { readonly conversationId: string } | { readonly profileId: string },
): string {
  if ('profileId' in props) return memberKey(props.profileId);
  return startedOnMemberPage.get(props.conversationId) ?? `c${props.conversationId}`;
}

/** A first message on the member page of `profileId` started `conversationId`. */
export function startedFromMemberPage(conversationId: string, profileId: string): void {
  startedOnMemberPage.set(conversationId, memberKey(profileId));
}
