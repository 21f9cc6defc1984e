import { Type, type Static } from 'typebox';
import { GenderSchema, IdSchema, ImageRefSchema } from './common.schema';

const NullableStr = Type.Union([Type.String(), Type.Null()]);

/**
 * How far a member is from the viewer, as a band (decision 0112): computed between the two
 * members' city centres, never their positions, and never an exact figure. `under` 5 km;
 * `about` km, rounded to 5 km up to 50 and to 10 km up to 100; `over` 100 km. Null when
 * either city is unknown, for visitors and on one's own profile.
 */
export const DistanceSchema = Type.Object({
  band: Type.Union([Type.Literal('under'), Type.Literal('about'), Type.Literal('over')]),
  km: Type.Integer({ minimum: 5, maximum: 100, multipleOf: 5 }),
});
export type Distance = Static<typeof DistanceSchema>;
const NullableDistance = Type.Union([DistanceSchema, Type.Null()]);

export const ProfileCardSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  age: Type.Integer(),
  gender: GenderSchema,
  city: NullableStr,
  region: NullableStr,
  country: Type.String(),
  main_image: Type.Union([ImageRefSchema, Type.Null()]),
  /** The members' lists (search, related, likes) say it; chats and the games leave it out. */
  distance: Type.Optional(NullableDistance),
  /** A moderator saw the member's selfie match their photos (optional: older servers omit it). */
  verified: Type.Optional(Type.Boolean()),
});
export type ProfileCard = Static<typeof ProfileCardSchema>;

export const SearchQuerySchema = Type.Object({
  gender: Type.Optional(GenderSchema),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  region: Type.Optional(IdSchema),
  min_age: Type.Optional(Type.Integer({ minimum: 18, maximum: 99 })),
  max_age: Type.Optional(Type.Integer({ minimum: 18, maximum: 99 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  /** The visitor's traffic source (campaign tracking): see logged_out_search_trafficsource. */
  network: Type.Optional(Type.String({ maxLength: 100 })),
  ref: Type.Optional(Type.String({ maxLength: 100 })),
  /** Only verified members. */
  verified_only: Type.Optional(Type.Boolean()),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

/**
 * One page of the ranked search. Counts are exact up to 1000 (or to the end of the page
 * asked for, when deeper); past that `count_capped` says the count is a lower bound ("1000+")
 * and `pages` promises one page more than the count fills.
 */
export const SearchResponseSchema = Type.Object({
  profiles: Type.Array(ProfileCardSchema),
  count: Type.Integer(),
  count_capped: Type.Optional(Type.Boolean()),
  page: Type.Integer(),
  per_page: Type.Integer(),
  pages: Type.Integer(),
  similar: Type.Array(ProfileCardSchema),
  similar_count: Type.Integer(),
  similar_count_capped: Type.Optional(Type.Boolean()),
});
export type SearchResponse = Static<typeof SearchResponseSchema>;

export const ProfileImageSchema = Type.Object({
  id: IdSchema,
  url: Type.String(),
  thumb_url: Type.String(),
  locked: Type.Boolean(),
});

/** A member's public profile: nothing private of its owner. */
export const PublicProfileSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  age: Type.Integer(),
  gender: GenderSchema,
  sexuality: NullableStr,
  country: Type.String(),
  region: NullableStr,
  city: NullableStr,
  hair_color: NullableStr,
  eye_color: NullableStr,
  body_type: NullableStr,
  relationship_status: NullableStr,
  tattoos: NullableStr,
  reason: NullableStr,
  about: NullableStr,
  fictional: Type.Boolean(),
  verified: Type.Optional(Type.Boolean()),
  interests: Type.Array(Type.Object({ id: IdSchema, slug: Type.String(), name: Type.String() })),
  /**
   * The domain's `visible_profile_fields` that this profile has filled in, in their order:
   * `value` is a stable key (fieldValues.<key>.<value>) or, for region and city, a name.
   */
  fields: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
  main_image: Type.Union([ImageRefSchema, Type.Null()]),
  images: Type.Array(ProfileImageSchema),
  liked: Type.Boolean(),
  blocked: Type.Boolean(),
  distance: Type.Optional(NullableDistance),
});
export type PublicProfile = Static<typeof PublicProfileSchema>;
export const ProfileResponseSchema = Type.Object({ profile: PublicProfileSchema });
export type ProfileResponse = Static<typeof ProfileResponseSchema>;

export const ProfileIdBodySchema = Type.Object({ profile_id: IdSchema });
export type ProfileIdBody = Static<typeof ProfileIdBodySchema>;

/** GET /api/profile.php: one member by profile id. */
export const ProfileQuerySchema = Type.Object({ id: IdSchema });

/** DELETE /api/like.php and /api/block.php name the other member in the query string. */
export const ProfileIdQuerySchema = Type.Object({ profile_id: IdSchema });
export type ProfileIdQuery = Static<typeof ProfileIdQuerySchema>;

/** POST /api/like.php: whether the like made a match. */
export const LikeResponseSchema = Type.Object({ ok: Type.Literal(true), match: Type.Boolean() });
export type LikeResponse = Static<typeof LikeResponseSchema>;
