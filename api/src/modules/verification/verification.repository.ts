import type { Db } from '../../db/database';

type Kind = 'selfie' | 'main_photo';

/** The SQL of verification requests and of the badge (`profiles.verified_at`). */
export class VerificationRepository {
  constructor(readonly db: Db) {}

  /** The member's requests that are drawn or open, and the last decided one. */
  async current(profileId: number) {
    const waiting = await this.db
      .selectFrom('verification_requests')
      .selectAll()
      .where('profile_id', '=', profileId)
      .where('status', 'in', ['drawn', 'open'])
      .orderBy('id')
      .execute();
    const decided = await this.db
      .selectFrom('verification_requests')
      .selectAll()
      .where('profile_id', '=', profileId)
      .where('status', 'in', ['approved', 'refused'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const profile = await this.db
      .selectFrom('profiles')
      .select('verified_at')
      .where('id', '=', profileId)
      .executeTakeFirst();
    return { waiting, decided, verifiedAt: profile?.verified_at ?? null };
  }

  async insertDrawn(profileId: number, pose: string, now: string): Promise<void> {
    await this.db
      .insertInto('verification_requests')
      .values({
        profile_id: profileId,
        kind: 'selfie',
        status: 'drawn',
        pose,
        created_at: now,
      })
      .execute();
  }

  /** Sends a drawn request with its selfie: false when it was not drawn (any more). */
  async submit(id: number, selfieKey: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('verification_requests')
      .set({ status: 'open', selfie_key: selfieKey, submitted_at: now })
      .where('id', '=', id)
      .where('status', '=', 'drawn')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Open requests, the longest waiting first, with the member's name and main photo. */
  async open(limit: number) {
    return this.db
      .selectFrom('verification_requests')
      .innerJoin('profiles', 'profiles.id', 'verification_requests.profile_id')
      .leftJoin('images', 'images.id', 'verification_requests.image_id')
      .select([
        'verification_requests.id',
        'verification_requests.kind',
        'verification_requests.profile_id',
        'verification_requests.pose',
        'verification_requests.selfie_key',
        'verification_requests.submitted_at',
        'verification_requests.image_id',
        'images.status as image_status',
        'profiles.name',
      ])
      .where('verification_requests.status', '=', 'open')
      .orderBy('verification_requests.submitted_at')
      .orderBy('verification_requests.id')
      .limit(limit)
      .execute();
  }

  /** The active photos of these profiles, in the profiles' order. */
  async activePhotosOf(profileIds: readonly number[]) {
    if (profileIds.length === 0) return [];
    return this.db
      .selectFrom('images')
      .select(['id', 'profile_id'])
      .where('profile_id', 'in', profileIds)
      .where('status', '=', 'active')
      .orderBy('profile_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async request(id: number) {
    return this.db
      .selectFrom('verification_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Decides an open request once; its selfie's key is forgotten with it (the caller deletes
   * the file). False when it was not open.
   */
  async decide(
    id: number,
    values: { status: 'approved' | 'refused'; reason: string | null; staffId: number; now: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('verification_requests')
      .set({
        status: values.status,
        reason: values.reason,
        staff_id: values.staffId,
        decided_at: values.now,
        selfie_key: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Shows the badge from `at` on, or hides it (null). */
  async setVerified(profileId: number, at: string | null): Promise<void> {
    await this.db
      .updateTable('profiles')
      .set({ verified_at: at })
      .where('id', '=', profileId)
      .execute();
  }

  /**
   * The profile's main photo is now `imageId` (null: none): a verified member's badge pauses
   * and a `main_photo` request opens for it; one already open looks at the newest main photo.
   * Runs in the unit of work that changes the main photo.
   */
  async mainPhotoChanged(profileId: number, imageId: number | null, now: string): Promise<void> {
    const paused = await this.db
      .updateTable('verification_requests')
      .set({ image_id: imageId })
      .where('profile_id', '=', profileId)
      .where('kind', '=', 'main_photo')
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(paused.numUpdatedRows) > 0) return;
    const unpaused = await this.db
      .updateTable('profiles')
      .set({ verified_at: null })
      .where('id', '=', profileId)
      .where('verified_at', 'is not', null)
      .executeTakeFirst();
    if (Number(unpaused.numUpdatedRows) === 0) return;
    await this.db
      .insertInto('verification_requests')
      .values({
        profile_id: profileId,
        kind: 'main_photo' satisfies Kind,
        status: 'open',
        image_id: imageId,
        created_at: now,
        submitted_at: now,
      })
      .execute();
  }

  /** Every request of the member, for the data export. */
  async allOf(profileId: number) {
    return this.db
      .selectFrom('verification_requests')
      .selectAll()
      .where('profile_id', '=', profileId)
      .orderBy('id')
      .execute();
  }
}
