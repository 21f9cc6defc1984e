import { css } from '@emotion/react';
import { LANGUAGE_NAMES } from '@dating/shared-contracts';
import { useTranslation } from 'react-i18next';
import { STAFF_LOCALES, isStaffLocale } from '../lib/i18n';
import { fieldStyle } from '../lib/styles';

const switchStyle = css(fieldStyle, {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  select: { width: 'auto' },
});

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div css={switchStyle}>
      <label htmlFor="staff-language">{t('app.language')}</label>
      <select
        id="staff-language"
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          if (isStaffLocale(event.target.value)) void i18n.changeLanguage(event.target.value);
        }}
      >
        {STAFF_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
