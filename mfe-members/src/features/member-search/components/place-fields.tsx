import { useTranslation } from 'react-i18next';

export interface Option {
  value: string;
  label: string;
}

/**
 * The country and region selects. Without lists (while their code and the regions load) they
 * show disabled, at the same size, so nothing moves when they fill.
 */
export function PlaceFields({
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
