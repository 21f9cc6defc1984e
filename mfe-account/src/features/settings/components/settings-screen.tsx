import { useSessionUser, useTranslation } from '@dating/platform';
import { Link, useLocation } from '@dating/platform/router';
import { css } from '@emotion/react';
import { loginFrom, mediaUp, theme } from '@dating/shared-contracts';
import { panelStyle } from '../../../components/form-styles';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { LocationSection } from './location-section';
import { MailChangeSection } from './mail-change-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { PrivacySection } from './privacy-section';
import { OWN_PROFILE_NS } from '../../own-profile/own-profile-namespace';
import { SETTINGS_NS } from '../settings-texts';
import { PushSection } from './push-section';
import { SafetySection } from './safety-section';
import { SessionsSection } from './sessions-section';
// The texts it reads in the account namespace: its route adds them as it loads (0182).
export { SETTINGS_TEXTS } from '../../../screen-locales/settings';

/** The namespaces of the sections beyond the account's own texts, loaded with this chunk. */
export const SETTINGS_NAMESPACES = [SETTINGS_NS, OWN_PROFILE_NS] as const;

const pageStyle = css(panelStyle, {
  maxWidth: 640,
  display: 'grid',
  gap: 32,
  h2: { margin: '0 0 8px', fontSize: 20, color: theme.colors.secondary },
  '& > section + section': { borderTop: `1px solid ${theme.colors.border}`, paddingTop: 24 },
  [mediaUp('sm')]: { gap: 40 },
});

/** /notifications: the member's settings, one section per subject; visitors get a way to log in. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const location = useLocation();

  if (!user) {
    return (
      <section css={panelStyle}>
        <h1>{t('settings.title')}</h1>
        <p>{t('settings.loginFirst')}</p>
        <p>
          <Link to={loginFrom(location)}>{t('settings.toLogin')}</Link>
        </p>
      </section>
    );
  }

  return (
    <div css={pageStyle}>
      <h1>{t('settings.title')}</h1>
      <MailChangeSection currentEmail={user.email} />
      <PasswordSection />
      <NotificationsSection />
      <PushSection />
      <LocationSection />
      <PrivacySection user={user} />
      <SafetySection />
      <SessionsSection />
      <DataExportSection />
      <section aria-labelledby="decisions-title">
        <h2 id="decisions-title">{t('settings.decisionsTitle')}</h2>
        <p>{t('settings.decisionsBody')}</p>
        <Link to="/decisions">{t('settings.decisionsLink')}</Link>
      </section>
      <DeleteAccountSection user={user} />
    </div>
  );
}
