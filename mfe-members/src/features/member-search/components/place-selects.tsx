import { useMemo } from 'react';
import { useSessionSettings, useTranslation } from '@dating/platform';
import { useRegions } from '../api/get-regions';

/**
 * Country and region from the regions data (GET /api/regions.php): the site's countries
 * first, then the others by name, named in the member's language.
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

interface Option {
  value: string;
  label: string;
}

/** The country and region selects; each is disabled while it has nothing to offer. */
function PlaceFields({
  country,
  region,
  countries = [],
  regions = [],
  onChange,
}: {
  country: string;
  region: string;
  countries?: readonly Option[];
  regions?: readonly Option[];
  onChange?: (field: 'country' | 'region', value: string) => void;
}) {
  const { t } = useTranslation();
  const select = (field: 'country' | 'region', value: string, list: readonly Option[]) => (
    <div>
      <label htmlFor={`search-${field}`}>{t(`filters.${field}`)}</label>
      <select
        id={`search-${field}`}
        value={value}
        disabled={!list.length}
        onChange={(event) => onChange?.(field, event.target.value)}
      >
        <option value="">
          {t(field === 'country' ? 'filters.anyCountry' : 'filters.anyRegion')}
        </option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      {select('country', country, countries)}
      {select('region', region, regions)}
    </>
  );
}
