// Messages and chat entries for mfe-chat's tests, as the API answers them.
import type { ChatEntry, Message } from '@dating/shared-contracts/api';

export const aMessage = (id: string, over: Partial<Message> = {}): Message => ({
  id,
  kind: 'text',
  body: `bericht ${id}`,
  image_url: null,
  image_thumb_url: null,
  image_status: null,
  gift: null,
  from_me: false,
  nonce: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

/** A chat list entry with `name` (profile id `9<id>`), its latest message and unread count. */
export const aChatEntry = (
  id: string,
  name: string,
  { last = aMessage('1'), unread = 0 }: { last?: Message; unread?: number } = {},
): ChatEntry => ({
  conversation: { id, messages: [last], last_message_at: last.created_at },
  profile: {
    id: `9${id}`,
    name,
    age: 31,
    gender: 'female',
    city: 'Delft',
    region: null,
    country: 'NL',
    main_image: { url: `/media/${id}.jpg`, thumb_url: `/media/${id}-t.jpg` },
  },
  num_unread_messages: unread,
});
