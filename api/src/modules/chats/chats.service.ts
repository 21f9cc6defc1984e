import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { MembersService, Viewer } from '../members/members.service';
import { ChatsRepository } from './chats.repository';

/** The viewer's conversations: the list, one conversation (read), deletion. */
export class ChatsService {
  private readonly repo: ChatsRepository;

  constructor(
    db: Db,
    private readonly members: MembersService,
    private readonly now: () => Date,
  ) {
    this.repo = new ChatsRepository(db);
  }

  /** The viewer's conversations with their partners' cards and last messages. */
  async list(viewer: Viewer) {
    const rows = await this.repo.list(viewer.profileId);
    const last = await this.repo.lastMessages(rows.map((row) => row.conversation_id));
    const lastOf = new Map(last.map((message) => [message.conversation_id, message]));
    return rows.map((row) => ({ row, last: lastOf.get(row.conversation_id) }));
  }

  /**
   * Opens a conversation of the viewer: its messages, oldest first, and the partner's card;
   * its unread count drops to zero. Another member's conversation, or one with a member who
   * blocked the viewer, looks like none.
   */
  async open(viewer: Viewer, conversationId: number) {
    const other = await this.repo.otherMember(conversationId, viewer.profileId);
    if (other === null || (await this.members.isBlocked(other, viewer.profileId))) throw notFound();
    const card = await this.members.card(other);
    if (!card) throw notFound();
    await this.repo.markRead(conversationId, viewer.profileId);
    const messages = (await this.repo.messages(conversationId)).reverse();
    return { messages, card };
  }

  /** Deletes a conversation for the viewer, by its id or by the partner's profile. */
  async remove(viewer: Viewer, which: { conversationId?: number; otherProfileId?: number }) {
    const deleted = await this.repo.deleteFor(viewer.profileId, this.now().toISOString(), which);
    // Another member's conversation looks exactly like one that does not exist.
    if (deleted === 0) throw notFound();
  }
}
