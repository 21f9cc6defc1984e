import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionSettings } from '@dating/platform';
import { useRegions } from '../api/get-regions';
import { PlaceFields } from './place-fields';

/**
 * Country and region from the regions data (GET /api/regions.php): the site's countries
 * first, then the others by name, named in the member's language. Loaded apart from the
 * first visit's code (docs/decisions/0013); PlaceFields stands in meanwhile.
 */
export function PlaceSelects({
  country,
  region,
  onChange,
}: {
  country: string;
  region: string;
  onChange: (field: 'country' | 'region', value: string) => void;
}) {
  const { i18n } = useTranslation();
  const settings = useSessionSettings();
  const regions = useRegions();
  const all = regions.data?.regions;

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const home = settings?.countries ?? [];
    const codes = [...new Set([...home, ...(all ?? []).map((r) => r.country)])];
    if (country && !codes.includes(country)) codes.push(country);
    const rank = (code: string) => (home.includes(code) ? home.indexOf(code) : home.length);
    return codes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => rank(a.value) - rank(b.value) || a.label.localeCompare(b.label));
  }, [i18n.language, settings, all, country]);
  const countryRegions = (all ?? [])
    .filter((r) => r.country === country)
    .map((r) => ({ value: r.id, label: r.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <PlaceFields
      country={country}
      region={region}
      countries={countries}
      regions={countryRegions}
      onChange={onChange}
    />
  );
}
