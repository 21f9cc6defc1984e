// Plain values and functions, no schema library: what a member who never paid may do. The
// API enforces them (it alone counts); the screens only tell them, from here.

/** Chats a free member may start (send the first message of); premium has no such limit. */
export const FREE_CHATS_STARTED = 2;

/** How many photos a member may have, free or premium: the API counts them, never the client. */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;

/** The photos a member may have. */
export const photoLimit = (paid: boolean): number =>
  paid ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free;

/**
 * Whether a member may start one more chat with a text (free for a free member): premium
 * always, a free member while under FREE_CHATS_STARTED. A gift or an image costs credits
 * and is not limited by this.
 */
export const mayStartChat = (member: { readonly paid: boolean; readonly chatsStarted: number }) =>
  member.paid || member.chatsStarted < FREE_CHATS_STARTED;
