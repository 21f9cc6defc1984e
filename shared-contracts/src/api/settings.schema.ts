import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';

const Str = Type.String();
const NullableStr = Type.Union([Type.String(), Type.Null()]);

/** Site settings per domain, as the server sends them. */
export const SettingsSchema = Type.Object({
  countries: Type.Array(Str),
  name: Str,
  index_title: Str,
  description: Str,
  domain: Str,
  domain_language: Str,
  cdn_prefix: Str,
  niche: Str,
  signups: Type.Union([Type.Literal('all'), Type.Literal('with_trafficsource')]),
  logged_out_search: Type.Boolean(),
  logged_out_search_trafficsource: Type.Boolean(),
  geoip_country: NullableStr,
  geoip_selected_country: NullableStr,
  enable_site_entry_popup: Type.Array(Str),
  push_public_key: Str,
  support_phone: Str,
  support_email: Str,
  minimum_message_costs: Type.Record(Str, Type.Object({ costs: Type.Number(), currency: Str })),
  fictional_icon: Type.Boolean(),
  fictional_warning: Str,
  fictional_singular: Str,
  fictional_plural: Str,
  visible_profile_fields: Type.Array(Str),
  visible_profile_notes: Type.Array(Str),
  message_credits: Type.Integer(),
  photo_credits: Type.Integer(),
  gift_credits: Type.Integer(),
  signup_credits: Type.Integer(),
  message_length: Type.Integer(),
  search_fields: Type.Array(Str),
  refund_days: Type.Integer(),
  member_resell: Type.Boolean(),
  company_id: IdSchema,
  mail_name: Str,
});
export type Settings = Static<typeof SettingsSchema>;

export const SettingsQuerySchema = Type.Object({
  host: Type.Optional(Type.String({ maxLength: 253 })),
});

export const CompanyInfoSchema = Type.Object({
  name: Str,
  address: Str,
  kvk: Str,
  city: Str,
  country: Str,
  tradenames: Type.Array(Str),
  vat_numbers: Type.Array(Str),
  support_phone: Str,
  delete_discount: Type.Integer(),
  added: Str,
});
export type CompanyInfo = Static<typeof CompanyInfoSchema>;
export const CompanyInfoResponseSchema = Type.Object({ companyinfo: CompanyInfoSchema });
export type CompanyInfoResponse = Static<typeof CompanyInfoResponseSchema>;

export const RegionSchema = Type.Object({
  id: IdSchema,
  country: Str,
  code: Str,
  name: Str,
  /** The region's cities the site knows (a member may name another one). */
  cities: Type.Array(Str),
});
export type Region = Static<typeof RegionSchema>;
export const RegionsResponseSchema = Type.Object({ regions: Type.Array(RegionSchema) });
export type RegionsResponse = Static<typeof RegionsResponseSchema>;

export const InterestSchema = Type.Object({ id: IdSchema, slug: Str, name: Str, icon: Str });
export type Interest = Static<typeof InterestSchema>;
export const InterestsResponseSchema = Type.Object({ interests: Type.Array(InterestSchema) });
export type InterestsResponse = Static<typeof InterestsResponseSchema>;

export const GeocodeQuerySchema = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
});
/** The coarse place of a position: never coordinates or a distance (decision 0112). */
export const GeocodeResponseSchema = Type.Object({
  city: Str,
  region: NullableStr,
  region_id: Type.Union([IdSchema, Type.Null()]),
  country: Str,
});
export type GeocodeResponse = Static<typeof GeocodeResponseSchema>;

export const RegionsQuerySchema = Type.Object({
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
});
