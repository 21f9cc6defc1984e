import type { SiteSettings } from '@dating/shared-contracts';
import {
  WITHDRAWAL_DAYS,
  cleanPhone,
  formatDay,
  termsVersionDate,
  type CompanyInfo,
} from '@dating/shared-contracts/api';

/** The values a page's texts may name, filled at render from the company and the site. */
export const PLACEHOLDERS = [
  'site',
  'domain',
  'supportEmail',
  'supportPhone',
  'supportPhoneTel',
  'company',
  'address',
  'city',
  'country',
  'kvk',
  'vat',
  'tradenames',
  'termsDate',
  'withdrawalDays',
  'messageCredits',
  'messagePrice',
  'photoCredits',
  'giftCredits',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Readonly<Record<Placeholder, string>>;

const PATTERN = /\{\{\s*(\w+)\s*\}\}/g;

/** The placeholder names a text uses, in order. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(PATTERN)].map((match) => match[1] ?? '');

/**
 * What a message costs in money where the reader is priced: the server's lowest price of a
 * message over that country's packages (`minimum_message_costs`), the same "from" price the
 * pricing page states. A reader is priced as their geo country, else the domain's first.
 */
function messagePrice(settings: SiteSettings, locale: string): string {
  const costs = settings.minimum_message_costs;
  const country = [settings.geoip_selected_country, settings.geoip_country, settings.countries[0]]
    .map((code) => code?.toUpperCase())
    .find((code) => code !== undefined && costs[code] !== undefined);
  const cost = country ? costs[country] : undefined;
  if (!cost) return '';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: cost.currency }).format(
    cost.costs,
  );
}

/**
 * The values for one reader: the domain's settings (name, domain, support contact, prices in
 * credits) and the company behind it (GET /api/companyinfo.php). Settings the shell could not
 * load leave the company's name and phone in their place.
 */
export function placeholderValues(
  settings: SiteSettings | null,
  company: CompanyInfo,
  locale: string,
): PlaceholderValues {
  const site = settings?.name || company.tradenames[0] || company.name;
  const phone = settings?.support_phone || company.support_phone;
  return {
    site,
    domain: settings?.domain ?? '',
    supportEmail: settings?.support_email ?? '',
    supportPhone: phone,
    supportPhoneTel: cleanPhone(phone),
    company: company.name,
    address: company.address,
    city: company.city,
    country: company.country,
    kvk: company.kvk,
    vat: company.vat_numbers.join(', ') || '–',
    tradenames: company.tradenames.join(', ') || site,
    termsDate: formatDay(termsVersionDate(company.added), locale),
    withdrawalDays: String(WITHDRAWAL_DAYS),
    messageCredits: String(settings?.message_credits ?? ''),
    messagePrice: settings ? messagePrice(settings, locale) : '',
    photoCredits: String(settings?.photo_credits ?? ''),
    giftCredits: String(settings?.gift_credits ?? ''),
  };
}

/** The text with each `{{name}}` replaced by its value (an unknown name stays visible). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as Placeholder] : whole,
  );
}
