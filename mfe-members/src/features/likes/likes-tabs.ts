import type { SessionLikes } from '@dating/platform';
import type { ProfileCard } from '@dating/shared-contracts/api';

/** The tabs of /likes/{type}, in the order they show; the first is where /likes leads. */
export const LIKE_TABS = ['received', 'given', 'matches'] as const;
export type LikeTab = (typeof LIKE_TABS)[number];
export const DEFAULT_LIKE_TAB: LikeTab = 'received';

export const isLikeTab = (value: string | undefined): value is LikeTab =>
  (LIKE_TABS as readonly string[]).includes(value ?? '');

export interface LikeItem {
  readonly profile: ProfileCard;
  /** A like the member got and has not seen yet (its liker's profile was not opened). */
  readonly isNew: boolean;
}

/**
 * What each tab lists, new ones first: received likes as the server orders
 * them (new, then latest); given likes latest first; matches are the mutual likes, in the
 * order of the received ones. The server leaves out everyone blocked either way.
 */
export function likesByTab(likes: SessionLikes): Record<LikeTab, readonly LikeItem[]> {
  const givenIds = new Set(likes.profiles.map((profile) => profile.id));
  const received = likes.liked_by.map(({ profile, like_new }) => ({ profile, isNew: like_new }));
  return {
    received,
    // A like the member gave is never news to the member.
    given: likes.profiles.map((profile) => ({ profile, isNew: false })),
    matches: received.filter((item) => givenIds.has(item.profile.id)),
  };
}
