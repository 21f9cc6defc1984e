import type { SafetySettings } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';

const DEFAULTS: SafetySettings = {
  show_match_images: false,
  hide_fictional: false,
  hidden_words: [],
};

const wordsOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((w): w is string => typeof w === 'string') : [];
};

/** Members' own safety choices; a member without a row has the defaults. */
export class SafetyRepository {
  constructor(private readonly db: Db) {}

  async of(userId: number): Promise<SafetySettings> {
    const row = await this.db
      .selectFrom('member_safety')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return DEFAULTS;
    return {
      show_match_images: row.show_match_images === 1,
      hide_fictional: row.hide_fictional === 1,
      hidden_words: wordsOf(row.hidden_words),
    };
  }

  /** The hidden words of a profile's member (none for a profile without an account). */
  async hiddenWordsOfProfile(profileId: number): Promise<string[]> {
    const row = await this.db
      .selectFrom('member_safety')
      .innerJoin('profiles', 'profiles.user_id', 'member_safety.user_id')
      .select('member_safety.hidden_words')
      .where('profiles.id', '=', profileId)
      .executeTakeFirst();
    return row ? wordsOf(row.hidden_words) : [];
  }

  /** Whether the viewer sees the partner's images at once: a match, and the viewer chose it. */
  async showsImagesFrom(viewerUserId: number, viewerProfileId: number, partnerProfileId: number) {
    const [a, b] =
      viewerProfileId < partnerProfileId
        ? [viewerProfileId, partnerProfileId]
        : [partnerProfileId, viewerProfileId];
    const row = await this.db
      .selectFrom('member_safety')
      .select('user_id')
      .where('user_id', '=', viewerUserId)
      .where('show_match_images', '=', 1)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('matches')
            .select('matches.id')
            .where('profile_a_id', '=', a)
            .where('profile_b_id', '=', b),
        ),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  async save(userId: number, settings: SafetySettings, now: string) {
    const values = {
      show_match_images: settings.show_match_images ? 1 : 0,
      hide_fictional: settings.hide_fictional ? 1 : 0,
      hidden_words: JSON.stringify(settings.hidden_words),
      updated_at: now,
    };
    await this.db
      .insertInto('member_safety')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }
}
