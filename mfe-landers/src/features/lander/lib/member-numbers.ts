import type { ProfileCard } from '@dating/shared-contracts/api';

/**
 * Small numbers fixed per member (which status line, how many likes a post has), so the
 * server and the browser draw the same page and a member's post looks the same on reload.
 */
export function memberNumber(member: ProfileCard, salt: number, below: number): number {
  const id = Number.parseInt(member.id, 10) || member.name.length;
  return (id * (salt * 2 + 7) + salt) % below;
}
