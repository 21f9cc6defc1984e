/**
 * The slugs of `/members/{id}/landing2|3/{slug}` with copy of their own (`headline.<slug>`
 * and `subline.<slug>` in the member-lander texts). Any other slug, or none, is the default
 * copy: a campaign link with a slug nobody wrote copy for still sells.
 */
export const MEMBER_LANDER_SLUGS = ['vanavond', 'chat', 'date'] as const;
export type MemberLanderCopy = (typeof MEMBER_LANDER_SLUGS)[number] | 'default';

export function copyOfSlug(slug: string | undefined): MemberLanderCopy {
  const known: readonly string[] = MEMBER_LANDER_SLUGS;
  return slug && known.includes(slug) ? (slug as MemberLanderCopy) : 'default';
}
