import type { Db } from '../../db/database';
import { FOLDER_FLAG } from '../chats/conversation-folders';

/** What moderation reads and changes of the members' side: profiles, photos, reports, notices. */
export class ModerationSubjectRepository {
  constructor(private readonly db: Db) {}

  async profile(profileId: number) {
    return this.db
      .selectFrom('profiles')
      .leftJoin('users', 'users.id', 'profiles.user_id')
      .select([
        'profiles.id',
        'profiles.user_id',
        'profiles.name',
        'profiles.birth_date',
        'profiles.city',
        'profiles.about',
        'profiles.status',
        'profiles.main_image_id',
        'users.status as user_status',
      ])
      .where('profiles.id', '=', profileId)
      .executeTakeFirst();
  }

  async photos(profileId: number) {
    return this.db
      .selectFrom('images')
      .select(['id', 'status', 'thumb_filename', 'filename'])
      .where('profile_id', '=', profileId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** The active photos of these profiles, in each profile's order. */
  async activePhotosOf(profileIds: readonly number[]) {
    if (profileIds.length === 0) return [];
    return this.db
      .selectFrom('images')
      .select(['id', 'profile_id', 'status'])
      .where('profile_id', 'in', profileIds)
      .where('status', '=', 'active')
      .orderBy('profile_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async photo(imageId: number) {
    return this.db
      .selectFrom('images')
      .select(['id', 'profile_id', 'status', 'filename', 'thumb_filename'])
      .where('id', '=', imageId)
      .executeTakeFirst();
  }

  async report(reportId: number) {
    return this.db
      .selectFrom('reports')
      .select([
        'id',
        'reporter_profile_id',
        'profile_id',
        'reason',
        'text',
        'conversation_id',
        'message_id',
      ])
      .where('id', '=', reportId)
      .executeTakeFirst();
  }

  async complaint(complaintId: number) {
    return this.db
      .selectFrom('complaints')
      .select(['id', 'reference', 'target', 'explanation', 'category'])
      .where('id', '=', complaintId)
      .executeTakeFirst();
  }

  /**
   * The messages of a conversation around one (or its latest, when none is named): `around`
   * before and after it, nothing more of the conversation.
   */
  /** The scam signals of an item: the flag the server left. */
  async riskFlag(flagId: number) {
    return this.db.selectFrom('risk_flags').selectAll().where('id', '=', flagId).executeTakeFirst();
  }

  /** Marks a flag decided (or open again, by an undo). */
  async setRiskFlagStatus(flagId: number, status: 'open' | 'decided', at: string) {
    await this.db
      .updateTable('risk_flags')
      .set({ status, decided_at: status === 'decided' ? at : null })
      .where('id', '=', flagId)
      .execute();
  }

  /**
   * A held first message let through (`inbox`) or held again by an undo: the recipient's
   * side of its conversation.
   */
  async setHeld(conversationId: number, senderProfileId: number, held: boolean) {
    await this.db
      .updateTable('conversation_members')
      .set({ filtered: held ? FOLDER_FLAG.held : FOLDER_FLAG.inbox })
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '<>', senderProfileId)
      .where('filtered', '=', held ? FOLDER_FLAG.inbox : FOLDER_FLAG.held)
      .execute();
  }

  async messagesAround(conversationId: number, messageId: number | null, around: number) {
    const pivot =
      messageId ??
      (
        await this.db
          .selectFrom('messages')
          .select('id')
          .where('conversation_id', '=', conversationId)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.id;
    if (pivot === undefined) return [];
    const columns = ['id', 'sender_profile_id', 'kind', 'body', 'gift', 'created_at'] as const;
    const before = await this.db
      .selectFrom('messages')
      .select(columns)
      .where('conversation_id', '=', conversationId)
      .where('id', '<=', pivot)
      .orderBy('id', 'desc')
      .limit(around + 1)
      .execute();
    const after = await this.db
      .selectFrom('messages')
      .select(columns)
      .where('conversation_id', '=', conversationId)
      .where('id', '>', pivot)
      .orderBy('id')
      .limit(around)
      .execute();
    return [...before.reverse(), ...after];
  }

  async setReportStatus(reportId: number, status: 'open' | 'closed', now: string) {
    await this.db
      .updateTable('reports')
      .set({ status, closed_at: status === 'closed' ? now : null })
      .where('id', '=', reportId)
      .execute();
  }

  async setComplaintStatus(complaintId: number, status: string, now: string) {
    await this.db
      .updateTable('complaints')
      .set({ status, updated_at: now })
      .where('id', '=', complaintId)
      .execute();
  }

  async setProfileStatus(profileId: number, status: 'active' | 'disabled' | 'restricted') {
    await this.db.updateTable('profiles').set({ status }).where('id', '=', profileId).execute();
  }

  async setAbout(profileId: number, about: string | null) {
    await this.db.updateTable('profiles').set({ about }).where('id', '=', profileId).execute();
  }

  async setPhotoStatus(imageId: number, status: 'active' | 'pending' | 'rejected') {
    await this.db.updateTable('images').set({ status }).where('id', '=', imageId).execute();
  }

  async setMainImage(profileId: number, imageId: number | null) {
    await this.db
      .updateTable('profiles')
      .set({ main_image_id: imageId })
      .where('id', '=', profileId)
      .execute();
  }
}
