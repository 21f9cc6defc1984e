import {
  VISIBLE_LOCALES_BY_COUNTRY,
  type Locale,
  type SiteSettings,
} from '@dating/shared-contracts';

/** The visitor's country: the geo-IP answer, else the domain's first country. */
export function siteCountry(settings: SiteSettings | null): string | null {
  const country =
    settings?.geoip_country ?? settings?.geoip_selected_country ?? settings?.countries[0] ?? null;
  return country ? country.toUpperCase() : null;
}

/** Locales offered in the language dropdown for the visitor's country (spec section 9). */
export function visibleLocales(settings: SiteSettings | null): readonly Locale[] {
  const country = siteCountry(settings);
  return (country && VISIBLE_LOCALES_BY_COUNTRY[country]) || [];
}
