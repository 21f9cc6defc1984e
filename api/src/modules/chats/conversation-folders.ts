/**
 * Where a conversation is for one of its members (conversation_members.filtered): their
 * inbox; their hidden folder (its first message had one of their hidden words); or held
 * from them until a moderator lets it through (scam signals).
 */
export type RecipientFolder = 'inbox' | 'hidden' | 'held';

export const FOLDER_FLAG: Readonly<Record<RecipientFolder, number>> = {
  inbox: 0,
  hidden: 1,
  held: 2,
};
