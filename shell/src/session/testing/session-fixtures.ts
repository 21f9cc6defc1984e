import type { ChatEntry, LikedByEntry, ProfileCard } from '@dating/shared-contracts/api';

const aCard = (id: string) => ({ id, name: `Profiel ${id}` }) as unknown as ProfileCard;

/** A chat entry with this many unread messages. */
export const aChat = (id: string, unread: number): ChatEntry => ({
  conversation: { id, messages: [], last_message_at: '2026-01-02T09:00:00.000Z' },
  profile: aCard(id),
  num_unread_messages: unread,
});

/** A received like, new or seen. */
export const aLike = (id: string, isNew: boolean): LikedByEntry => ({
  id,
  like_new: isNew,
  created_at: '2026-01-02T09:00:00.000Z',
  profile: aCard(id),
});
