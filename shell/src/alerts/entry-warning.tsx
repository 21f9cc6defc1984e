import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { entryWarningApplies, theme } from '@dating/shared-contracts';
import { SITE_ENTRY_NAMESPACE } from '../i18n/alerts-namespace';
import { useSessionValues } from './use-session-values';

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
  // Its texts are not part of a first visit (decision 0013): they load here when the warning
  // applies, and it shows once they are there (the server's first paint drew it meanwhile).
  const { settings } = useSessionValues();
  const applies = entryWarningApplies(settings);
  const { t, ready } = useTranslation(applies ? SITE_ENTRY_NAMESPACE : []);
  if (!applies || !ready) return null;
  return (
    <p role="note" css={warningStyle}>
      {t('warning')}
    </p>
  );
}
