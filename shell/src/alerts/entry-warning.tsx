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
  // The alerts' texts are not part of a first visit (decision 0013): they load here when
  // the warning applies, and it shows once they are there.
  const { settings } = useSessionValues();
  const country = settings?.geoip_country?.toUpperCase();
  const applies = country !== undefined && ENTRY_WARNING_COUNTRIES.includes(country);
  const { t, ready } = useTranslation(applies ? 'alerts' : []);
  if (!applies || !ready) return null;
  return (
    <p role="note" css={warningStyle}>
      {t('entryWarning')}
    </p>
  );
}
