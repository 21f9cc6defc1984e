import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared-contracts';
import { useSessionValues } from './use-session-values';

/** Spec section 9: the entry warning is for visitors from these countries only. */
export const ENTRY_WARNING_COUNTRIES = ['NL', 'DE'];

const warningStyle = css({
  margin: 0,
  padding: '8px 12px',
  background: theme.colors.warningBackground,
  color: theme.colors.warning,
  fontSize: 14,
  textAlign: 'center',
});

/** The entry warning of the chat, lander and empty layouts, by the visitor's country. */
export function EntryWarning() {
  const { t } = useTranslation('alerts');
  const { settings } = useSessionValues();
  const country = settings?.geoip_country?.toUpperCase();
  if (!country || !ENTRY_WARNING_COUNTRIES.includes(country)) return null;
  return (
    <p role="note" css={warningStyle}>
      {t('entryWarning')}
    </p>
  );
}
