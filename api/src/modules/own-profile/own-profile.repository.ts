import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ProfileTable } from '../../db/database.types';

export type ProfileChanges = Updateable<
  Pick<
    ProfileTable,
    | 'name'
    | 'birth_date'
    | 'gender'
    | 'sexuality'
    | 'hair_color'
    | 'eye_color'
    | 'body_type'
    | 'relationship_status'
    | 'tattoos'
    | 'reason'
    | 'about'
    | 'country'
    | 'region_id'
    | 'region'
    | 'city'
    | 'lat'
    | 'lon'
  >
>;

/** The member's own profile row, its interests, and the reference data its checks need. */
export class OwnProfileRepository {
  constructor(private readonly db: Db) {}

  /** The profile of a user who is not deleted, with the address its name must differ from. */
  async ofUser(userId: number) {
    return this.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .selectAll('profiles')
      .select('users.email')
      .where('profiles.user_id', '=', userId)
      .where('users.status', '!=', 'deleted')
      .executeTakeFirst();
  }

  async interestIds(profileId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('profile_interests')
      .select('interest_id')
      .where('profile_id', '=', profileId)
      .orderBy('interest_id')
      .execute();
    return rows.map((row) => row.interest_id);
  }

  /** How many of these interest ids exist. */
  async countInterests(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const row = await this.db
      .selectFrom('interests')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async region(regionId: number) {
    return this.db.selectFrom('regions').selectAll().where('id', '=', regionId).executeTakeFirst();
  }

  async regionByName(country: string, name: string) {
    return this.db
      .selectFrom('regions')
      .selectAll()
      .where('country', '=', country)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async update(profileId: number, changes: ProfileChanges) {
    if (Object.keys(changes).length === 0) return;
    await this.db.updateTable('profiles').set(changes).where('id', '=', profileId).execute();
  }

  async setInterests(profileId: number, ids: number[]) {
    await this.db.deleteFrom('profile_interests').where('profile_id', '=', profileId).execute();
    if (ids.length === 0) return;
    await this.db
      .insertInto('profile_interests')
      .values(ids.map((interest_id) => ({ profile_id: profileId, interest_id })))
      .execute();
  }
}
