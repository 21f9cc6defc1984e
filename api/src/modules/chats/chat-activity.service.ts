import { TYPING_TTL_MS, type ChatReportReason } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import type { LiveHub } from '../live/live-hub';
import { MembersRepository } from '../members/members.repository';
import type { Viewer } from '../members/members.service';
import { ChatReportRepository } from './chat-report.repository';
import type { ChatsService } from './chats.service';
import type { TypingLimit } from './typing-limit';

/** The reference a reporter quotes: the year and the notice's number. */
export const reportReference = (id: number, createdAt: string) =>
  `DSA-${createdAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;

/** Typing indicators and reports of a conversation (decision 0119). */
export class ChatActivityService {
  constructor(
    private readonly db: Db,
    private readonly chats: Pick<ChatsService, 'partnerIn'>,
    private readonly live: LiveHub,
    private readonly now: () => Date,
    /** In memory, or on Redis so that every instance counts (typing-limit.ts). */
    private readonly typingLimit: TypingLimit,
  ) {}

  /**
   * Tells the partner's open tabs that the viewer is typing, until `expires_at`. Never stored:
   * published at once (a lost one is renewed by the next). At most one per conversation and
   * TYPING_INTERVAL_MS per member (on every instance together when they share Redis), else 429.
   */
  async typing(viewer: Viewer, conversationId: number) {
    const other = await this.chats.partnerIn(viewer, conversationId);
    if (!(await this.typingLimit.take(viewer.profileId, conversationId))) {
      throw new AppError(429, 'too_many_requests');
    }
    const nowMs = this.now().getTime();
    const expiresAt = new Date(nowMs + TYPING_TTL_MS).toISOString();
    const partnerUser = await new MembersRepository(this.db).userIdOfProfile(other);
    if (partnerUser !== null) {
      await this.live.publish(partnerUser, {
        type: 'typing',
        conversation_id: String(conversationId),
        profile_id: String(viewer.profileId),
        expires_at: expiresAt,
      });
    }
    return { expiresAt };
  }

  /**
   * Stores a notice about a conversation of the viewer or one of the partner's messages in
   * it, for moderation. The reporter's open notice of the same thing answers itself again.
   */
  async report(
    viewer: Viewer,
    input: { conversationId: number; messageId?: number; reason: ChatReportReason; text?: string },
  ) {
    const partner = await this.chats.partnerIn(viewer, input.conversationId);
    const repo = new ChatReportRepository(this.db);
    let messageId: number | null = null;
    if (input.messageId !== undefined) {
      messageId = await repo.partnerMessage(input.conversationId, input.messageId, partner);
      if (messageId === null) throw notFound();
    }
    const target = {
      reporterProfileId: viewer.profileId,
      profileId: partner,
      conversationId: input.conversationId,
      messageId,
    };
    const text = input.text?.trim() ? input.text.trim() : null;
    const existing = await repo.open(target);
    if (existing) return { ...existing, created: false };
    const added = await repo.add(target, input.reason, text, this.now().toISOString());
    if (added) return { ...added, created: true };
    // A parallel report of the same thing won the unique index.
    const raced = await repo.open(target);
    if (!raced) throw notFound();
    return { ...raced, created: false };
  }
}
