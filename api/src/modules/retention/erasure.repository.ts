import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A deleted account whose grace period has ended, as the sweep erases it. */
export interface DueErasure {
  deletionId: number;
  userId: number;
  profileId: number | null;
}

/** What erasing one account's rows removed, for the sweep's log. */
export interface ErasedRows {
  photos: number;
  chatImages: number;
  pushSubscriptions: number;
  likes: number;
  exports: number;
}

/** The address an erased account keeps: unique, and no one's (`.invalid` is never a domain). */
export const erasedEmail = (userId: number) => `erased-${userId}@invalid`;

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0);

/**
 * The SQL of erasing a deleted account once its grace period has ended (decision 0167). The
 * users and profiles rows stay, emptied: payments and the ledger point at the user for as
 * long as they are kept, and the other member's conversation points at the profile.
 */
export class ErasureRepository {
  constructor(private readonly db: Db) {}

  /** Deleted accounts past their grace period and not erased yet, by deletion, after `after`. */
  async due(now: string, after: number, limit: number): Promise<DueErasure[]> {
    const rows = await this.db
      .selectFrom('account_deletions')
      .innerJoin('users', 'users.id', 'account_deletions.user_id')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'account_deletions.id as deletionId',
        'users.id as userId',
        'profiles.id as profileId',
      ])
      .where('account_deletions.erased_at', 'is', null)
      .where('account_deletions.reactivated_at', 'is', null)
      .where('account_deletions.reactivate_until', '<=', now)
      .where('account_deletions.id', '>', after)
      .where('users.status', '=', 'deleted')
      .orderBy('account_deletions.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, deletionId: Number(row.deletionId) }));
  }

  /**
   * Takes the account out of reach before anything is erased: its links (a reactivation
   * link among them) go, and its address and password with them. False when the account is
   * no longer deleted (reactivated meanwhile): nothing may be erased then. The tokens go
   * first: on PostgreSQL a reactivation that used its link before waits to commit, and the
   * update then sees it.
   */
  async claim(userId: number): Promise<boolean> {
    await this.db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
    const result = await this.db
      .updateTable('users')
      .set({ email: erasedEmail(userId), password_hash: '' })
      .where('id', '=', userId)
      .where('status', '=', 'deleted')
      .executeTakeFirst();
    return count(result) === 1;
  }

  /** The profile's photos with their store keys. */
  async photos(profileId: number) {
    return this.db
      .selectFrom('images')
      .select(['id', 'filename', 'thumb_filename', 'match_filename'])
      .where('profile_id', '=', profileId)
      .execute();
  }

  /** The store keys of the account's data export zips. */
  /** The selfies of the profile's verification requests still waiting. */
  async selfieFiles(profileId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('verification_requests')
      .select('selfie_key')
      .where('profile_id', '=', profileId)
      .where('selfie_key', 'is not', null)
      .execute();
    return rows.map((row) => row.selfie_key!);
  }

  async exportFiles(userId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('data_exports')
      .select('file_key')
      .where('user_id', '=', userId)
      .where('file_key', 'is not', null)
      .execute();
    return rows.map((row) => row.file_key!);
  }

  /**
   * Empties up to `limit` messages the profile sent (their text and the client's nonce) and
   * returns how many: one statement per batch, so a long history holds no long lock.
   */
  async blankMessages(profileId: number, limit: number): Promise<number> {
    const result = await this.db
      .updateTable('messages')
      .set({ body: null, nonce: null })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('messages')
          .select('id')
          .where('sender_profile_id', '=', profileId)
          .where((w) => w.or([w('body', 'is not', null), w('nonce', 'is not', null)]))
          .limit(limit),
      )
      .executeTakeFirst();
    return count(result);
  }

  /**
   * Erases the account's rows; one unit of work, after its files are gone. What a member did
   * with others (likes, matches, blocks, passes) goes both ways; what moderation, complaints
   * and the books must keep stays, without the member's words.
   */
  async eraseRows(due: DueErasure, now: string): Promise<ErasedRows> {
    const { userId, profileId } = due;
    const byUser = [
      'push_subscriptions',
      'sessions',
      'user_tokens',
      'notification_preferences',
      'notification_log',
      'mail_events',
      'email_outbox',
      'tracking_records',
      'direct_debit_requests',
      // A consent outlives neither the data it was for nor the account.
      'member_consents',
      // The member's own safety choices, hidden words among them.
      'member_safety',
    ] as const;
    const erased: ErasedRows = {
      photos: 0,
      chatImages: 0,
      pushSubscriptions: 0,
      likes: 0,
      exports: 0,
    };
    for (const table of byUser) {
      const result = await this.db
        .deleteFrom(table)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (table === 'push_subscriptions') erased.pushSubscriptions = count(result);
    }
    erased.exports = count(
      await this.db.deleteFrom('data_exports').where('user_id', '=', userId).executeTakeFirst(),
    );
    await this.db.deleteFrom('gift_sends').where('sender_user_id', '=', userId).execute();
    await this.db
      .updateTable('users')
      .set({
        email: erasedEmail(userId),
        password_hash: '',
        notifications_disabled: '[]',
        mail_unsubscribed: '[]',
        invited_by_profile_id: null,
        last_seen_at: null,
      })
      .where('id', '=', userId)
      .execute();
    await this.db
      .updateTable('payments')
      .set({ return_to: null, checkout_url: null })
      .where('user_id', '=', userId)
      .execute();
    await this.db
      .updateTable('payment_mandates')
      .set({ label: '' })
      .where('user_id', '=', userId)
      .execute();
    await this.db
      .updateTable('complaints')
      .set({ reporter_user_id: null })
      .where('reporter_user_id', '=', userId)
      .execute();
    if (profileId !== null) Object.assign(erased, await this.eraseProfile(profileId));
    await this.db
      .updateTable('account_deletions')
      .set({ comment: null })
      .where('user_id', '=', userId)
      .execute();
    await this.db
      .updateTable('account_deletions')
      .set({ erased_at: now })
      .where('id', '=', due.deletionId)
      .execute();
    return erased;
  }

  /** The profile's own rows and its ties to others; the row itself stays, emptied. */
  private async eraseProfile(profileId: number) {
    const { db } = this;
    const likes = count(
      await db
        .deleteFrom('likes')
        .where((w) =>
          w.or([w('from_profile_id', '=', profileId), w('to_profile_id', '=', profileId)]),
        )
        .executeTakeFirst(),
    );
    await db
      .deleteFrom('matches')
      .where((w) => w.or([w('profile_a_id', '=', profileId), w('profile_b_id', '=', profileId)]))
      .execute();
    await db
      .deleteFrom('blocks')
      .where((w) =>
        w.or([w('blocker_profile_id', '=', profileId), w('blocked_profile_id', '=', profileId)]),
      )
      .execute();
    await db
      .deleteFrom('member_passes')
      .where((w) => w.or([w('profile_id', '=', profileId), w('target_profile_id', '=', profileId)]))
      .execute();
    await db.deleteFrom('swipe_allowances').where('profile_id', '=', profileId).execute();
    await db.deleteFrom('profile_interests').where('profile_id', '=', profileId).execute();
    // Their selfies' files went first (RetentionService).
    await db.deleteFrom('verification_requests').where('profile_id', '=', profileId).execute();
    await db
      .updateTable('reports')
      .set({ text: null })
      .where('reporter_profile_id', '=', profileId)
      .execute();
    await db
      .updateTable('moderation_appeals')
      .set({ text: '' })
      .where('profile_id', '=', profileId)
      .execute();
    // The chat images' files went first (ChatImageService.purgeSentBy); their messages keep
    // no link to them (the foreign key sets it null).
    const chatImages = count(
      await db
        .deleteFrom('chat_images')
        .where('uploader_profile_id', '=', profileId)
        .executeTakeFirst(),
    );
    await db
      .updateTable('profiles')
      .set({
        name: '',
        // The year only: the other member's conversation still shows an age.
        birth_date: sql<string>`substr(birth_date, 1, 4) || '-01-01'`,
        sexuality: null,
        region_id: null,
        region: null,
        city: null,
        lat: null,
        lon: null,
        hair_color: null,
        eye_color: null,
        body_type: null,
        relationship_status: null,
        tattoos: null,
        reason: null,
        about: null,
        main_image_id: null,
        verified_at: null,
      })
      .where('id', '=', profileId)
      .execute();
    await db
      .updateTable('profiles')
      .set({ status: 'disabled' })
      .where('id', '=', profileId)
      .where('status', '=', 'active')
      .execute();
    const photos = count(
      await db.deleteFrom('images').where('profile_id', '=', profileId).executeTakeFirst(),
    );
    return { likes, chatImages, photos };
  }
}
