import { Type, type Static } from 'typebox';
import { GenderSchema, IdSchema } from './common.schema';
import { ABOUT_MAX_LENGTH, MAX_INTERESTS } from './profile-fields';

const NullableStr = Type.Union([Type.String(), Type.Null()]);
const Attribute = Type.Union([Type.String({ maxLength: 40 }), Type.Null()]);

/**
 * The logged-in member's own profile as they edit it: every field, also those the domain
 * does not show. The location is coarse: a region and a city, never coordinates (decision
 * 0112).
 */
export const OwnProfileSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  birth_date: Type.String({ format: 'date' }),
  gender: GenderSchema,
  sexuality: NullableStr,
  hair_color: NullableStr,
  eye_color: NullableStr,
  body_type: NullableStr,
  relationship_status: NullableStr,
  tattoos: NullableStr,
  reason: NullableStr,
  about: NullableStr,
  /** Ids of the chosen interests (GET /api/interests.php names them and their icons). */
  interest_ids: Type.Array(IdSchema),
  country: Type.String(),
  region_id: Type.Union([IdSchema, Type.Null()]),
  region: NullableStr,
  city: NullableStr,
  /**
   * When the member gave the explicit consent each sensitive attribute is stored under
   * (SENSITIVE_ATTRIBUTES), or null: without one the attribute is empty.
   */
  consents: Type.Object({ sexuality: Type.Union([Type.String(), Type.Null()]) }),
});
export type OwnProfile = Static<typeof OwnProfileSchema>;

export const OwnProfileResponseSchema = Type.Object({ profile: OwnProfileSchema });
export type OwnProfileResponse = Static<typeof OwnProfileResponseSchema>;

/**
 * PUT /api/my-profile.php: the fields to change, any subset. An attribute set to null is
 * cleared. `location` is either a position (from the geolocation button: the API keeps only
 * the nearest known city, decision 0112) or a region and a city chosen by hand. Bad fields
 * answer 400 validation_failed with every field's messageKey at once, and nothing is saved.
 * A sensitive attribute (SENSITIVE_ATTRIBUTES) is kept only with its consent: `consents`
 * true gives it with the value, false withdraws it and erases the value; a value without a
 * consent given now or before answers `consent_required` at its field.
 */
export const UpdateOwnProfileBodySchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 60 })),
  birth_date: Type.Optional(Type.String({ maxLength: 10 })),
  gender: Type.Optional(GenderSchema),
  sexuality: Type.Optional(Attribute),
  hair_color: Type.Optional(Attribute),
  eye_color: Type.Optional(Attribute),
  body_type: Type.Optional(Attribute),
  relationship_status: Type.Optional(Attribute),
  tattoos: Type.Optional(Attribute),
  reason: Type.Optional(Attribute),
  about: Type.Optional(Type.Union([Type.String({ maxLength: ABOUT_MAX_LENGTH }), Type.Null()])),
  interest_ids: Type.Optional(Type.Array(IdSchema, { maxItems: MAX_INTERESTS })),
  location: Type.Optional(
    Type.Union([
      Type.Object({
        lat: Type.Number({ minimum: -90, maximum: 90 }),
        lon: Type.Number({ minimum: -180, maximum: 180 }),
      }),
      Type.Object({
        region_id: IdSchema,
        city: Type.String({ minLength: 1, maxLength: 100 }),
      }),
    ]),
  ),
  consents: Type.Optional(Type.Object({ sexuality: Type.Optional(Type.Boolean()) })),
});
export type UpdateOwnProfileBody = Static<typeof UpdateOwnProfileBodySchema>;
