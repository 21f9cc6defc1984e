import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { MAX_AGE, MIN_AGE, ageInput, type SearchFilters } from '../hooks/use-search-filters';
import { PlaceSelects } from './place-selects';
import { VerifiedOnlyToggle } from '../../../components/verified/verified-only-toggle';
import { buttonStyle, secondaryButtonStyle } from './styles';

const formStyle = css({
  display: 'grid',
  // Two columns at 360 px, one row on a desktop.
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: '8px 12px',
  alignItems: 'end',
  margin: '0 0 16px',
  padding: 12,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  label: { display: 'block', fontSize: 14, fontWeight: 600, marginBottom: 4 },
  'select, input': {
    width: '100%',
    minHeight: 44,
    padding: '8px 12px',
    border: `1px solid ${theme.colors.textMuted}`,
    borderRadius: theme.radius,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontSize: 16,
    boxSizing: 'border-box',
  },
});

type Draft = Record<'gender' | 'min_age' | 'max_age' | 'country' | 'region', string> & {
  verified_only: boolean;
};

const toDraft = (f: SearchFilters): Draft => ({
  gender: f.gender ?? '',
  min_age: f.min_age?.toString() ?? '',
  max_age: f.max_age?.toString() ?? '',
  country: f.country ?? '',
  region: f.region ?? '',
  verified_only: f.verified_only === true,
});

/**
 * The search filters: gender, age range, country and region. Nothing is searched until the
 * member submits, so typing an age does not fire a search per key. Mount it with a `key` of
 * the applied filters: a change of URL (back button, shared link) starts a fresh draft.
 * Loaded when the member opens the filters, not with the first visit (docs/decisions/0013).
 */
export function SearchFiltersForm({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => toDraft(filters));
  const set =
    (field: Exclude<keyof Draft, 'verified_only'>) => (event: { target: { value: string } }) =>
      setDraft((d) => ({
        ...d,
        [field]: event.target.value,
        // A region belongs to one country.
        ...(field === 'country' ? { region: '' } : {}),
      }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      gender: draft.gender === 'male' || draft.gender === 'female' ? draft.gender : undefined,
      min_age: ageInput(draft.min_age),
      max_age: ageInput(draft.max_age),
      country: draft.country || undefined,
      region: (draft.country && draft.region) || undefined,
      verified_only: draft.verified_only || undefined,
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
      <PlaceSelects
        country={draft.country}
        region={draft.region}
        onChange={(field, value) => set(field)({ target: { value } })}
      />
      <VerifiedOnlyToggle
        checked={draft.verified_only}
        onChange={(checked) => setDraft((d) => ({ ...d, verified_only: checked }))}
      />
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
