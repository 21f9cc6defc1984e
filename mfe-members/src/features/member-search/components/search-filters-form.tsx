import { css } from '@emotion/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionSettings } from '@dating/platform';
import { mediaUp, theme } from '@dating/shared-contracts';
import { useRegions } from '../api/get-regions';
import { MAX_AGE, MIN_AGE, ageInput, type SearchFilters } from '../hooks/use-search-filters';
import { buttonStyle, secondaryButtonStyle } from './styles';

const formStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '8px 12px',
  alignItems: 'end',
  margin: '0 0 16px',
  padding: 12,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [mediaUp('lg')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr)) auto auto' },
  label: { display: 'block', fontSize: 14, fontWeight: 600, marginBottom: 4 },
  'select, input': {
    width: '100%',
    minHeight: 44,
    padding: '8px 10px',
    border: `1px solid ${theme.colors.textMuted}`,
    borderRadius: theme.radius,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontSize: 16,
    boxSizing: 'border-box',
  },
});

type Draft = Record<'gender' | 'min_age' | 'max_age' | 'country' | 'region', string>;

const toDraft = (f: SearchFilters): Draft => ({
  gender: f.gender ?? '',
  min_age: f.min_age?.toString() ?? '',
  max_age: f.max_age?.toString() ?? '',
  country: f.country ?? '',
  region: f.region ?? '',
});

/**
 * The search filters: gender, age range, country and region. Nothing is searched until the
 * member submits, so typing an age does not fire a search per key. Mount it with a `key` of
 * the applied filters: a change of URL (back button, shared link) starts a fresh draft.
 */
export function SearchFiltersForm({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const settings = useSessionSettings();
  const regions = useRegions();
  const [draft, setDraft] = useState(() => toDraft(filters));
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({
      ...d,
      [field]: event.target.value,
      // A region belongs to one country.
      ...(field === 'country' ? { region: '' } : {}),
    }));

  // The site's countries first, then the others by name, in the member's language.
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const home = settings?.countries ?? [];
    const codes = [...new Set([...home, ...(regions.data?.regions ?? []).map((r) => r.country)])];
    if (draft.country && !codes.includes(draft.country)) codes.push(draft.country);
    const rank = (code: string) => (home.includes(code) ? home.indexOf(code) : home.length);
    return codes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name));
  }, [i18n.language, settings, regions.data, draft.country]);
  const countryRegions = (regions.data?.regions ?? [])
    .filter((r) => r.country === draft.country)
    .sort((a, b) => a.name.localeCompare(b.name));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      gender: draft.gender === 'male' || draft.gender === 'female' ? draft.gender : undefined,
      min_age: ageInput(draft.min_age),
      max_age: ageInput(draft.max_age),
      country: draft.country || undefined,
      region: (draft.country && draft.region) || undefined,
    });
  };
  const anyFilter = Object.values(filters).some((v) => v !== undefined);

  return (
    <form role="search" aria-label={t('filters.label')} css={formStyle} onSubmit={submit}>
      <div>
        <label htmlFor="search-gender">{t('filters.gender')}</label>
        <select id="search-gender" value={draft.gender} onChange={set('gender')}>
          <option value="">{t('filters.anyGender')}</option>
          <option value="female">{t('filters.female')}</option>
          <option value="male">{t('filters.male')}</option>
        </select>
      </div>
      <div>
        <label htmlFor="search-min-age">{t('filters.minAge')}</label>
        <input
          id="search-min-age"
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          value={draft.min_age}
          onChange={set('min_age')}
        />
      </div>
      <div>
        <label htmlFor="search-max-age">{t('filters.maxAge')}</label>
        <input
          id="search-max-age"
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          value={draft.max_age}
          onChange={set('max_age')}
        />
      </div>
      <div>
        <label htmlFor="search-country">{t('filters.country')}</label>
        <select id="search-country" value={draft.country} onChange={set('country')}>
          <option value="">{t('filters.anyCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="search-region">{t('filters.region')}</label>
        <select
          id="search-region"
          value={draft.region}
          onChange={set('region')}
          disabled={countryRegions.length === 0}
        >
          <option value="">{t('filters.anyRegion')}</option>
          {countryRegions.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" css={buttonStyle}>
        {t('filters.submit')}
      </button>
      {anyFilter && (
        <button type="button" css={secondaryButtonStyle} onClick={() => onApply({})}>
          {t('filters.clear')}
        </button>
      )}
    </form>
  );
}
