import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { PROFILE_ATTRIBUTE_VALUES, type SensitiveAttribute } from '@dating/shared-contracts/api';
import { PROFILE_FIELDS_NS } from '@dating/shared-contracts/profile-fields';
import { SelectField } from '../../../components/other-fields';

const boxStyle = css({ display: 'grid', gap: 8 });
const explainStyle = css({ margin: 0, fontSize: 14, color: theme.colors.textMuted });
const consentStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 12,
  minHeight: 44,
  cursor: 'pointer',
  input: {
    width: 22,
    height: 22,
    margin: '2px 0 0',
    flex: 'none',
    accentColor: theme.colors.primary,
  },
});

interface Props {
  readonly id: string;
  readonly attribute: SensitiveAttribute;
  readonly value: string;
  readonly consented: boolean;
  /** When the consent in force was given (ISO), or null. */
  readonly givenAt: string | null;
  /** Whether other members see the attribute on the profile (the site's visible fields). */
  readonly shownOnProfile: boolean;
  readonly error: string | null;
  readonly onChange: (value: string) => void;
  readonly onConsent: (consented: boolean) => void;
}

/**
 * A sensitive attribute (a sexual orientation): optional, explained (who sees it, what it is
 * used for, that withdrawing erases it), and asked with an explicit consent of its own once
 * a value is chosen. The checkbox never comes pre-ticked; unticking it withdraws the consent.
 */
export function SensitiveAttributeField({
  id,
  attribute,
  value,
  consented,
  givenAt,
  shownOnProfile,
  error,
  onChange,
  onConsent,
}: Props) {
  const { t, i18n } = useTranslation(PROFILE_FIELDS_NS);
  const explainId = `${id}-explain`;
  const given = givenAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(givenAt))
    : null;
  return (
    <div css={boxStyle}>
      <SelectField
        id={id}
        label={t(`labels.${attribute}`)}
        value={value}
        error={error}
        aria-details={explainId}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('consent.notSaying')}</option>
        {PROFILE_ATTRIBUTE_VALUES[attribute].map((option) => (
          <option key={option} value={option}>
            {t(`values.${attribute}.${option}`)}
          </option>
        ))}
      </SelectField>
      <p id={explainId} css={explainStyle}>
        {t(`consent.${attribute}.${shownOnProfile ? 'explainShown' : 'explainHidden'}`)}
      </p>
      {value && (
        <label css={consentStyle}>
          <input
            type="checkbox"
            checked={consented}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onConsent(event.target.checked)}
          />
          <span>{t(`consent.${attribute}.agree`)}</span>
        </label>
      )}
      {given && consented && (
        <p css={explainStyle}>{t(`consent.${attribute}.givenOn`, { date: given })}</p>
      )}
    </div>
  );
}
