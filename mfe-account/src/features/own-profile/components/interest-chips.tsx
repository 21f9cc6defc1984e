import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { MAX_INTERESTS } from '@dating/shared-contracts/api';
import {
  FALLBACK_ICON,
  INTEREST_ICONS,
  LineIcon,
  PROFILE_FIELDS_NS,
} from '@dating/shared-contracts/profile-fields';
import { secondaryButtonStyle } from '../../../components/more-form-styles';
import { useInterests } from '../api/interests';
import { OWN_PROFILE_NS } from '../own-profile-namespace';

const fieldsetStyle = css({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 8,
  legend: { fontWeight: 600, padding: 0, marginBottom: 4 },
  p: { margin: 0 },
});
const chipsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: 8 });
const chipStyle = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  padding: '4px 12px',
  borderRadius: 999,
  border: `1px solid ${theme.colors.textMuted}`,
  background: theme.colors.surface,
  color: theme.colors.secondary,
  cursor: 'pointer',
  // The checkbox covers the chip: a click anywhere toggles it, its focus ring is the chip's.
  input: { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'inherit' },
  '&:has(input:checked)': {
    background: theme.colors.secondary,
    borderColor: theme.colors.secondary,
    color: theme.colors.onFill,
  },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
  '&:has(input:disabled)': { opacity: 0.5, cursor: 'not-allowed' },
});
const hintStyle = css({ fontSize: 14, color: theme.colors.textMuted });
const errorStyle = css({ fontSize: 14, fontWeight: 600, color: theme.colors.danger });

interface Props {
  readonly selected: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly error?: string | null;
}

/** The interests as toggle chips with their icons; at most MAX_INTERESTS may be on. */
export function InterestChips({ selected, onChange, error }: Props) {
  const { t } = useTranslation(OWN_PROFILE_NS);
  const { t: field } = useTranslation(PROFILE_FIELDS_NS);
  const interests = useInterests();
  const full = selected.length >= MAX_INTERESTS;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((other) => other !== id));

  return (
    <fieldset
      css={fieldsetStyle}
      aria-describedby={error ? 'profile-interests-error' : 'profile-interests-hint'}
    >
      <legend>{t('profile.interests')}</legend>
      <p id="profile-interests-hint" css={hintStyle}>
        {t('profile.interestsHint', { max: MAX_INTERESTS, chosen: selected.length })}
      </p>
      {error && (
        <p id="profile-interests-error" css={errorStyle}>
          {error}
        </p>
      )}
      {interests.isPending && <p role="status">{t('profile.interestsLoading')}</p>}
      {interests.isError && (
        <p role="alert">
          {t('profile.interestsFailed')}{' '}
          <button type="button" css={secondaryButtonStyle} onClick={() => void interests.refetch()}>
            {t('profile.retry')}
          </button>
        </p>
      )}
      {interests.data && (
        <div css={chipsStyle}>
          {interests.data.interests.map((interest) => {
            const on = selected.includes(interest.id);
            return (
              <label key={interest.id} css={chipStyle}>
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && full}
                  onChange={(event) => toggle(interest.id, event.target.checked)}
                />
                <LineIcon path={INTEREST_ICONS[interest.slug] ?? FALLBACK_ICON} size={18} />
                {field(`interests.${interest.slug}`, { defaultValue: interest.name })}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
