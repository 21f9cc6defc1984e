import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ImageTable } from '../../db/database.types';
import { VerificationRepository } from '../verification/verification.repository';

export type ImageRow = Selectable<ImageTable>;

export interface NewImage {
  profileId: number;
  filename: string;
  thumbFilename: string;
  matchFilename: string;
  locked: boolean;
  createdAt: string;
}

/** Statuses that take a place within the member's photo limit. */
const COUNTED = ['processing', 'active', 'pending'] as const;

/** The SQL of a member's own photos: the images table and profiles.main_image_id. */
export class PhotosRepository {
  constructor(private readonly db: Db) {}

  /**
   * A new main photo pauses a verified member's badge until a moderator has seen it: written
   * in the unit of work that changes the main photo.
   */
  private mainChanged(profileId: number, imageId: number | null) {
    return new VerificationRepository(this.db).mainPhotoChanged(
      profileId,
      imageId,
      new Date().toISOString(),
    );
  }

  async owner(userId: number): Promise<{ profileId: number; paid: boolean } | null> {
    const row = await this.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['profiles.id', 'users.paid_user'])
      .where('profiles.user_id', '=', userId)
      .executeTakeFirst();
    return row ? { profileId: row.id, paid: row.paid_user === 1 } : null;
  }

  /**
   * Inserts the image as `processing` unless the profile already has `max` photos. The
   * no-op update locks the profile row first (PostgreSQL row lock, SQLite write lock), so
   * two parallel uploads cannot both pass the count. Null when the limit is reached. Three
   * statements that belong together: the caller runs them in a unit of work.
   */
  async insertWithinLimit(image: NewImage, max: number): Promise<number | null> {
    await this.db
      .updateTable('profiles')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', image.profileId)
      .execute();
    if ((await this.countWithinLimit(image.profileId)) >= max) return null;
    const { position } = await this.db
      .selectFrom('images')
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(-1)).as('position'))
      .where('profile_id', '=', image.profileId)
      .executeTakeFirstOrThrow();
    const row = await this.db
      .insertInto('images')
      .values({
        profile_id: image.profileId,
        filename: image.filename,
        thumb_filename: image.thumbFilename,
        match_filename: image.matchFilename,
        status: 'processing',
        locked: image.locked ? 1 : 0,
        position: Number(position) + 1,
        created_at: image.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async find(imageId: number): Promise<ImageRow | undefined> {
    return this.db.selectFrom('images').selectAll().where('id', '=', imageId).executeTakeFirst();
  }

  /** How many of the profile's photos take a place within the limit (not rejected ones). */
  async countWithinLimit(profileId: number): Promise<number> {
    const { count } = await this.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('profile_id', '=', profileId)
      .where('status', 'in', COUNTED)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Every photo of the profile as its owner sees them (rejected ones too), in display order. */
  async listOwn(profileId: number): Promise<(ImageRow & { main: boolean })[]> {
    const rows = await this.db
      .selectFrom('images')
      .innerJoin('profiles', 'profiles.id', 'images.profile_id')
      .selectAll('images')
      .select('profiles.main_image_id')
      .where('images.profile_id', '=', profileId)
      .orderBy('images.position')
      .orderBy('images.id')
      .execute();
    return rows.map(({ main_image_id, ...row }) => ({ ...row, main: main_image_id === row.id }));
  }

  /**
   * Marks a processed image `pending` (it waits for a moderator) or, approved, `active`: then,
   * when the profile has no main photo yet and this one is not locked, it becomes the main
   * photo (a main photo is shown to everyone). Two writes: the caller runs them in a unit of
   * work.
   */
  async activate(image: ImageRow, approved = true): Promise<void> {
    await this.db
      .updateTable('images')
      .set({ status: approved ? 'active' : 'pending' })
      .where('id', '=', image.id)
      .execute();
    if (approved && image.locked === 0) {
      const made = await this.db
        .updateTable('profiles')
        .set({ main_image_id: image.id })
        .where('id', '=', image.profile_id)
        .where('main_image_id', 'is', null)
        .executeTakeFirst();
      if (Number(made.numUpdatedRows) > 0) await this.mainChanged(image.profile_id, image.id);
    }
  }

  /**
   * Marks an image rejected while it is still processing (a late failure changes nothing once
   * it is made). Whether it changed.
   */
  async reject(imageId: number): Promise<boolean> {
    const result = await this.db
      .updateTable('images')
      .set({ status: 'rejected' })
      .where('id', '=', imageId)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Gives the profile's photos the positions of `order` (ids of all of them) and, when
   * given, a new main photo. Several writes: the caller runs them in a unit of work.
   */
  async arrange(profileId: number, order: number[] | undefined, main: number | undefined) {
    for (const [position, id] of (order ?? []).entries()) {
      await this.db
        .updateTable('images')
        .set({ position })
        .where('id', '=', id)
        .where('profile_id', '=', profileId)
        .execute();
    }
    if (main !== undefined) {
      const changed = await this.db
        .updateTable('profiles')
        .set({ main_image_id: main })
        .where('id', '=', profileId)
        .where((eb) => eb.or([eb('main_image_id', 'is', null), eb('main_image_id', '<>', main)]))
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) > 0) await this.mainChanged(profileId, main);
    }
  }

  /**
   * Deletes the row; a main photo passes its place to the next active, unlocked one. The
   * caller runs it in a unit of work.
   */
  async delete(image: ImageRow): Promise<void> {
    const profile = await this.db
      .selectFrom('profiles')
      .select('main_image_id')
      .where('id', '=', image.profile_id)
      .executeTakeFirst();
    if (profile?.main_image_id === image.id) {
      const next = await this.db
        .selectFrom('images')
        .select('id')
        .where('profile_id', '=', image.profile_id)
        .where('id', '!=', image.id)
        .where('status', '=', 'active')
        .where('locked', '=', 0)
        .orderBy('position')
        .orderBy('id')
        .executeTakeFirst();
      await this.db
        .updateTable('profiles')
        .set({ main_image_id: next?.id ?? null })
        .where('id', '=', image.profile_id)
        .execute();
      await this.mainChanged(image.profile_id, next?.id ?? null);
    }
    await this.db.deleteFrom('images').where('id', '=', image.id).execute();
  }
}
