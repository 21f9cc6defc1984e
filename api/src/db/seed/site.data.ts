import type { CompanyInfo, Settings } from '@dating/shared-contracts/api';

/** Settings of the Dutch default domain; other domains override a few fields. */
export function defaultSettings(companyId: string): Settings {
  return {
    countries: ['NL', 'BE'],
    name: 'Liefdevol',
    index_title: 'Liefdevol - daten en chatten met singles uit je buurt',
    description: 'Ontmoet singles in Nederland en België. Gratis aanmelden, direct chatten.',
    domain: 'liefdevol.nl',
    domain_language: 'nl',
    cdn_prefix: '',
    niche: 'general',
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    geoip_country: null,
    geoip_selected_country: null,
    enable_site_entry_popup: ['NL', 'DE'],
    // Answered with the server's VAPID public key instead (SiteService), never this value.
    push_public_key: '',
    support_phone: '020-123 45 67',
    support_email: 'support@liefdevol.nl',
    // The countries the pricing page lists. The API answers each one's costs and currency
    // from the packages on sale (SiteService), so these figures are only what they give now.
    minimum_message_costs: {
      NL: { costs: 0.83, currency: 'EUR' },
      BE: { costs: 0.83, currency: 'EUR' },
      DE: { costs: 0.83, currency: 'EUR' },
      GB: { costs: 0.73, currency: 'GBP' },
      US: { costs: 0.92, currency: 'USD' },
      CH: { costs: 0.87, currency: 'CHF' },
      PL: { costs: 3.67, currency: 'PLN' },
    },
    fictional_icon: true,
    fictional_warning:
      'Sommige profielen op deze site zijn fictief en worden beheerd door medewerkers.',
    fictional_singular: 'fictief profiel',
    fictional_plural: 'fictieve profielen',
    visible_profile_fields: [
      'gender',
      'sexuality',
      'hair_color',
      'eye_color',
      'body_type',
      'relationship_status',
      'tattoos',
      'reason',
      'region',
      'city',
    ],
    visible_profile_notes: ['about'],
    message_credits: 5,
    photo_credits: 10,
    gift_credits: 15,
    signup_credits: 0,
    message_length: 1000,
    search_fields: ['gender', 'country', 'region', 'min_age', 'max_age'],
    refund_days: 14,
    member_resell: false,
    company_id: companyId,
    mail_name: 'Liefdevol',
  };
}

export const OTHER_DOMAINS: Partial<Settings>[] = [
  {
    domain: 'liefdevol.be',
    countries: ['BE', 'NL'],
    support_email: 'support@liefdevol.be',
    support_phone: '02 123 45 67',
  },
  {
    domain: 'herzlich.de',
    name: 'Herzlich',
    index_title: 'Herzlich - Singles in deiner Nähe',
    description: 'Triff Singles in Deutschland, Österreich und der Schweiz.',
    domain_language: 'de',
    countries: ['DE', 'AT', 'CH'],
    support_email: 'support@herzlich.de',
    mail_name: 'Herzlich',
    logged_out_search: false,
    signups: 'with_trafficsource',
  },
];

export const COMPANY: CompanyInfo = {
  name: 'Liefdevol Media B.V.',
  address: 'Keizersgracht 100',
  kvk: '81234567',
  city: 'Amsterdam',
  country: 'Nederland',
  tradenames: ['Liefdevol', 'Herzlich'],
  vat_numbers: ['NL862345678B01'],
  support_phone: '020-123 45 67',
  delete_discount: 50,
  added: '2024-03-01',
};
