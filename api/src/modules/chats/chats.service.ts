import type { Settings } from '@dating/shared-contracts/api';
import type { UnitOfWork } from '../../db/unit-of-work';
import { notFound } from '../../lib/app-error';
import { MembersRepository } from '../members/members.repository';
import type { MembersService, Viewer } from '../members/members.service';
import { ChatReadRepository } from './chat-read.repository';
import type { SafetyRepository } from '../safety/safety.repository';
import { ChatsRepository } from './chats.repository';

/** Messages in one page of history (scrolling up). */
export const HISTORY_PAGE = 50;
/** Messages in one answer of a resync (`after`); the client asks again while there are more. */
export const RESYNC_PAGE = 200;

/** The viewer's conversations: the list, one conversation's pages, reading, deletion. */
export class ChatsService {
  constructor(
    private readonly repo: ChatsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly members: MembersService,
    private readonly safety: SafetyRepository,
    private readonly now: () => Date,
  ) {}

  /** The viewer's conversations with their partners' cards and last messages. */
  async list(viewer: Viewer, hidden = false) {
    const rows = await this.repo.list(viewer.profileId, hidden);
    const last = await this.repo.lastMessages(rows.map((row) => row.conversation_id));
    const lastOf = new Map(last.map((message) => [message.conversation_id, message]));
    return rows.map((row) => ({ row, last: lastOf.get(row.conversation_id) }));
  }

  /** How many conversations and likes wait in the viewer's hidden folder. */
  hiddenCount(viewer: Viewer) {
    return this.repo.hiddenCount(viewer.profileId);
  }

  /**
   * The partner in a conversation of the viewer. Another member's conversation, one the
   * viewer deleted, or one with a member who blocked the viewer, looks like none.
   */
  async partnerIn(viewer: Viewer, conversationId: number): Promise<number> {
    const other = await this.repo.otherMember(conversationId, viewer.profileId);
    if (other === null || (await this.members.isBlocked(other, viewer.profileId))) throw notFound();
    return other;
  }

  /** One page of a conversation (oldest first), the read marks and the partner's card. */
  async open(viewer: Viewer, conversationId: number, cursor: { before?: number; after?: number }) {
    const other = await this.partnerIn(viewer, conversationId);
    const card = await this.members.card(other);
    if (!card) throw notFound();
    const resync = cursor.after !== undefined;
    const size = resync ? RESYNC_PAGE : HISTORY_PAGE;
    const rows = await this.repo.page(conversationId, cursor, size);
    const more = rows.length > size;
    const page = rows.slice(0, size);
    const messages = resync ? page : page.reverse();
    const hasOlder = resync ? await this.repo.hasMessageUpTo(conversationId, cursor.after!) : more;
    return {
      messages,
      card,
      // A staff member writes for a fictional profile: the member is told so (decision 0164).
      staffWritten: await this.repo.isFictional(other),
      // A partner's images arrive blurred unless a match's, and the viewer chose to see those.
      imagesShown: await this.safety.showsImagesFrom(viewer.userId, viewer.profileId, other),
      hasOlder,
      hasNewer: resync && more,
      read: await this.repo.readState(conversationId, viewer.profileId),
    };
  }

  /** The footer's prices for the viewer; text is free for a member who does not pay. */
  async costs(viewer: Viewer, settings: Settings) {
    const payer = await this.repo.payer(viewer.profileId);
    const minimum = payer ? settings.minimum_message_costs[payer.country] : undefined;
    return {
      message_credits: payer?.paid_user === 1 ? settings.message_credits : 0,
      photo_credits: settings.photo_credits,
      gift_credits: settings.gift_credits,
      minimum_message_cost: minimum ? { costs: minimum.costs, currency: minimum.currency } : null,
    };
  }

  /**
   * Marks the conversation read up to a message. The viewer's other tabs and the partner
   * (the read receipt) hear of it through a `read` event, in the same unit of work.
   */
  async read(viewer: Viewer, conversationId: number, upTo: number) {
    const other = await this.partnerIn(viewer, conversationId);
    return this.unitOfWork.run(async (unit) => {
      const tx = new ChatReadRepository(unit.db);
      const { readUpTo, unread } = await tx.markRead(conversationId, viewer.profileId, upTo);
      const event = {
        type: 'read' as const,
        conversation_id: String(conversationId),
        profile_id: String(viewer.profileId),
        up_to_message_id: String(readUpTo),
        num_unread_messages: unread,
      };
      await unit.enqueue('live.publish', { userId: viewer.userId, event });
      const partnerUser = await new MembersRepository(unit.db).userIdOfProfile(other);
      if (partnerUser !== null) await unit.enqueue('live.publish', { userId: partnerUser, event });
      return { readUpTo, unread, total: await tx.totalUnread(viewer.profileId) };
    });
  }

  /**
   * Deletes conversations for the viewer, by id or by the partner's profile; the viewer's
   * open tabs hear which. The partner keeps its copy and hears nothing.
   */
  async remove(viewer: Viewer, which: { conversationId?: number; otherProfileId?: number }) {
    await this.unitOfWork.run(async (unit) => {
      const deleted = await new ChatsRepository(unit.db).deleteFor(
        viewer.profileId,
        this.now().toISOString(),
        which,
      );
      // Another member's conversation looks exactly like one that does not exist.
      if (deleted.length === 0) throw notFound();
      await unit.enqueue('live.publish', {
        userId: viewer.userId,
        event: { type: 'chat_deleted', conversation_ids: deleted.map(String) },
      });
    });
  }
}
