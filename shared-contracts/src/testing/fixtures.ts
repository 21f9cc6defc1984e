import { ApiError } from '../api-client/api-error';
import type { SessionUser, SiteSettings } from '../session/session-user';
import type { OwnProfile } from '../api/own-profile.schema';
import type { PublicProfile } from '../api/members.schema';

/** A logged-in member as the session holds one; override what a test cares about. */
export const aSessionUser = (
  name = 'Sanne',
  overrides: Partial<SessionUser> = {},
): SessionUser => ({
  id: '7',
  email: 'sanne@example.nl',
  status: 'active',
  credits: 20,
  paid_user: false,
  signup_date: '2026-01-02T10:00:00.000Z',
  language: 'nl',
  notifications_disabled: [],
  invisible: false,
  fictional_icon: false,
  profile: {
    id: '7',
    name,
    country: 'NL',
    status: 'active',
    main_image: null,
    gender: 'female',
    city: 'Utrecht',
    region: 'Utrecht',
  },
  signup_step: null,
  invited_by: null,
  ...overrides,
});

/** Site settings of the Dutch domain; tests override what they care about. */
export const aSiteSettings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  countries: ['NL'],
  name: 'Liefdevol',
  index_title: 'Liefdevol - daten en chatten met singles uit je buurt',
  description: '',
  domain: 'liefdevol.nl',
  domain_language: 'nl',
  cdn_prefix: '',
  niche: 'dating',
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  geoip_country: 'NL',
  geoip_selected_country: null,
  enable_site_entry_popup: [],
  push_public_key: '',
  support_phone: '020-123 45 67',
  support_email: 'support@liefdevol.nl',
  minimum_message_costs: {},
  fictional_icon: false,
  fictional_warning: '',
  fictional_singular: '',
  fictional_plural: '',
  visible_profile_fields: [],
  visible_profile_notes: [],
  message_credits: 10,
  photo_credits: 10,
  gift_credits: 10,
  signup_credits: 0,
  message_length: 500,
  search_fields: [],
  refund_days: 14,
  member_resell: false,
  company_id: '1',
  mail_name: 'Liefdevol',
  ...overrides,
});

/** A member's own profile (GET /api/my-profile.php) with nothing filled in but the basics. */
export const anOwnProfile = (overrides: Partial<OwnProfile> = {}): OwnProfile => ({
  id: '7',
  name: 'Sanne',
  birth_date: '1990-01-01',
  gender: 'female',
  sexuality: null,
  hair_color: null,
  eye_color: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  reason: null,
  about: null,
  interest_ids: [],
  country: 'NL',
  region_id: null,
  region: null,
  city: null,
  consents: { sexuality: null },
  ...overrides,
});

/** The error the API client throws for an error answer of the API. */
export const anApiError = (status: number, code: string, params?: Record<string, number>) =>
  new ApiError(status, {
    statusCode: status,
    code,
    messageKey: code,
    ...(params ? { params } : {}),
  });

/** A profile as a visitor sees it (GET /api/profile.php); override what a test cares about. */
export const aPublicProfile = (overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  id: '7',
  name: 'Sanne',
  age: 31,
  gender: 'female',
  sexuality: null,
  country: 'NL',
  region: null,
  city: null,
  hair_color: null,
  eye_color: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  reason: null,
  about: null,
  fictional: false,
  interests: [],
  fields: [],
  main_image: null,
  images: [],
  liked: false,
  blocked: false,
  ...overrides,
});
