import type { Db } from '../../db/database';
import type { MemberRestrictionTable } from '../../db/moderation.types';

type RestrictionKind = MemberRestrictionTable['kind'];

/** What decisions keep members from: being found, writing, signing in. */
export class MemberRestrictionsRepository {
  constructor(private readonly db: Db) {}

  async addRestriction(values: {
    profileId: number;
    kind: RestrictionKind;
    now: string;
    endsAt: string | null;
    decisionId: number;
  }): Promise<void> {
    await this.db
      .insertInto('member_restrictions')
      .values({
        profile_id: values.profileId,
        kind: values.kind,
        starts_at: values.now,
        ends_at: values.endsAt,
        decision_id: values.decisionId,
      })
      .execute();
  }

  async liftRestrictionsOf(decisionId: number, now: string): Promise<void> {
    await this.db
      .updateTable('member_restrictions')
      .set({ lifted_at: now })
      .where('decision_id', '=', decisionId)
      .where('lifted_at', 'is', null)
      .execute();
  }

  /** The restrictions in force on a member now. */
  async restrictionsOn(profileId: number, now: string) {
    return this.db
      .selectFrom('member_restrictions')
      .select(['kind', 'ends_at', 'decision_id'])
      .where('profile_id', '=', profileId)
      .where('lifted_at', 'is', null)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .execute();
  }

  /**
   * Shows a restricted profile again once nothing keeps it out of sight (a suspension that
   * ran out): one conditional update.
   */
  async showIfFree(profileId: number, now: string): Promise<void> {
    await this.db
      .updateTable('profiles')
      .set({ status: 'active' })
      .where('id', '=', profileId)
      .where('status', '=', 'restricted')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('member_restrictions')
              .select('member_restrictions.id')
              .whereRef('member_restrictions.profile_id', '=', 'profiles.id')
              .where('member_restrictions.kind', '!=', 'messaging')
              .where('member_restrictions.lifted_at', 'is', null)
              .where((inner) =>
                inner.or([
                  inner('member_restrictions.ends_at', 'is', null),
                  inner('member_restrictions.ends_at', '>', now),
                ]),
              ),
          ),
        ),
      )
      .execute();
  }
}
