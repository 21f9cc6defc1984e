import { useSessionUser } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { css } from '@emotion/react';
import { mediaUp, theme } from '@dating/shared-contracts';
import { useTranslation } from 'react-i18next';
import { panelStyle } from '../../../components/form-styles';
import { DeleteAccountSection } from './delete-account-section';
import { MailChangeSection } from './mail-change-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { PrivacySection } from './privacy-section';

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

  if (!user) {
    return (
      <section css={panelStyle}>
        <h1>{t('settings.title')}</h1>
        <p>{t('settings.loginFirst')}</p>
        <p>
          <Link to="/login">{t('settings.toLogin')}</Link>
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
      <PrivacySection user={user} />
      <DeleteAccountSection user={user} />
    </div>
  );
}
