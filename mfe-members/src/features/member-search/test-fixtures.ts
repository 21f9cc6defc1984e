import type { SiteSettings } from '@dating/shared-contracts';
import type { ProfileCard, Region, SearchResponse } from '@dating/shared-contracts/api';

/** Site settings of a Dutch domain; tests override what they care about. */
export const aSiteSettings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  countries: ['NL', 'BE'],
  name: 'Liefdevol',
  index_title: 'Liefdevol - daten en chatten met singles uit je buurt',
  description: 'Daten en chatten met singles uit Nederland en België.',
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

export const aCard = (id: number, overrides: Partial<ProfileCard> = {}): ProfileCard => ({
  id: String(id),
  name: `Member ${id}`,
  age: 30 + (id % 10),
  gender: 'female',
  city: 'Utrecht',
  region: 'Utrecht',
  country: 'NL',
  main_image: { url: `/media/${id}.jpg`, thumb_url: `/media/${id}-t.jpg` },
  ...overrides,
});

/** A page of three cards (ids page*10 + 0..2) out of `count`. */
export const aPage = (page: number, overrides: Partial<SearchResponse> = {}): SearchResponse => ({
  profiles: [0, 1, 2].map((i) => aCard(page * 10 + i)),
  count: 6,
  page,
  per_page: 3,
  pages: 2,
  similar: [],
  similar_count: 0,
  ...overrides,
});

export const REGIONS: Region[] = [
  { id: '1', country: 'NL', code: 'UT', name: 'Utrecht' },
  { id: '2', country: 'NL', code: 'NH', name: 'Noord-Holland' },
  { id: '3', country: 'BE', code: 'VAN', name: 'Antwerpen' },
  { id: '4', country: 'DE', code: 'BY', name: 'Bayern' },
];
