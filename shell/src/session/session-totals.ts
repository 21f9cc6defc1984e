import type { SessionChats, SessionLikes, SessionTotals } from '@dating/platform';

/** Badge totals: unread messages over all chats, new received likes. */
export function totalsOf(chats: SessionChats, likes: SessionLikes): SessionTotals {
  return {
    unreadMessages: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0),
    newLikes: likes.liked_by.filter((like) => like.like_new).length,
  };
}

/** What the app badge and the title prefix show: unread messages plus new likes. */
export const badgeCount = (totals: SessionTotals): number =>
  totals.unreadMessages + totals.newLikes;
