import type { ChatReportReason } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';

export interface ChatReportTarget {
  reporterProfileId: number;
  /** The partner: the profile the notice is about. */
  profileId: number;
  conversationId: number;
  messageId: number | null;
}

/** Notices about a conversation or a message, in the reports table (decision 0119). */
export class ChatReportRepository {
  constructor(private readonly db: Db) {}

  /** The partner's message in the conversation, or null (one's own message is no notice). */
  async partnerMessage(conversationId: number, messageId: number, partnerProfileId: number) {
    const row = await this.db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', messageId)
      .where('conversation_id', '=', conversationId)
      .where('sender_profile_id', '=', partnerProfileId)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** The reporter's open notice of the same conversation or message, or null. */
  async open(target: ChatReportTarget) {
    let query = this.db
      .selectFrom('reports')
      .select(['id', 'created_at'])
      .where('reporter_profile_id', '=', target.reporterProfileId)
      .where('conversation_id', '=', target.conversationId)
      .where('status', '=', 'open');
    query =
      target.messageId === null
        ? query.where('message_id', 'is', null)
        : query.where('message_id', '=', target.messageId);
    return (await query.executeTakeFirst()) ?? null;
  }

  /** A new open notice, or null when a parallel one won a unique index. */
  async add(target: ChatReportTarget, reason: ChatReportReason, text: string | null, now: string) {
    const row = await this.db
      .insertInto('reports')
      .values({
        reporter_profile_id: target.reporterProfileId,
        profile_id: target.profileId,
        conversation_id: target.conversationId,
        message_id: target.messageId,
        reason,
        text,
        status: 'open',
        created_at: now,
        closed_at: null,
      })
      // Whichever of the partial unique indexes a parallel notice won.
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'created_at'])
      .executeTakeFirst();
    return row ?? null;
  }
}
