import { compileOnceWith } from '../../db/compiled-query';
import type { Db } from '../../db/database';

/** A member's profile by their user: what makes a session a viewer, on every member request. */
const profileIdOf = compileOnceWith<{ userId: number }>()((db, slot) =>
  db.selectFrom('profiles').select('id').where('user_id', '=', slot('userId')),
);

/** The id of the user's profile, or null for a user without one. */
export async function profileIdOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await profileIdOf(db, { userId });
  return row?.id ?? null;
}
