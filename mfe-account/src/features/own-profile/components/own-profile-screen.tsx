import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useSessionUser, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { Link, useLocation } from '@dating/platform/router';
import { loginFrom, mediaUp, theme } from '@dating/shared-contracts';
import { alertStyle, panelStyle } from '../../../components/form-styles';
import { secondaryButtonStyle } from '../../../components/more-form-styles';
import { PhotoManager } from '../../photos/components/photo-manager';
import { InvisibleSwitch } from '../../../components/invisible-switch';
import { useOwnProfile } from '../api/own-profile';
import { OWN_PROFILE_NS } from '../own-profile-namespace';
import { LocationPicker } from './location-picker';
import { ProfileForm } from './profile-form';
// The invisible switch's texts in the account namespace: the route adds them as it loads (0182).
export { SETTINGS_TEXTS } from '../../../screen-locales/settings';

const pageStyle = css(panelStyle, {
  maxWidth: 720,
  display: 'grid',
  gap: 32,
  h2: { margin: '0 0 8px', fontSize: 20, color: theme.colors.secondary },
  '& > section + section, & > section + form, & > form + section': {
    borderTop: `1px solid ${theme.colors.border}`,
    paddingTop: 24,
  },
  [mediaUp('sm')]: { gap: 40 },
});

/**
 * /profile: the member's own profile, every field editable: the photos on top (the "add a
 * photo" alert links to #photos), then the details, the place and invisible mode. Visitors
 * get a way to log in.
 */
export function OwnProfileScreen() {
  const { t } = useTranslation(OWN_PROFILE_NS);
  const user = useSessionUser();
  const profile = useOwnProfile(user !== null);
  const errorMessage = useApiErrorMessage();
  const location = useLocation();

  useEffect(() => {
    if (location.hash === '#photos') document.getElementById('photos')?.scrollIntoView();
  }, [location.hash]);

  if (!user) {
    return (
      <section css={panelStyle}>
        <h1>{t('profile.title')}</h1>
        <p>{t('profile.loginFirst')}</p>
        <p>
          <Link to={loginFrom(location)}>{t('profile.toLogin')}</Link>
        </p>
      </section>
    );
  }

  return (
    <div css={pageStyle}>
      <h1>{t('profile.title')}</h1>
      <p>
        <Link to="/verify">{t('profile.verifyLink')}</Link>
      </p>
      <PhotoManager />
      {profile.isPending && <p role="status">{t('profile.loading')}</p>}
      {profile.isError && (
        <section aria-labelledby="profile-error-title">
          <h2 id="profile-error-title">{t('profile.detailsTitle')}</h2>
          <p role="alert" css={alertStyle}>
            {t('profile.loadFailed')} {errorMessage(profile.error)}
          </p>
          <button type="button" css={secondaryButtonStyle} onClick={() => void profile.refetch()}>
            {t('profile.retry')}
          </button>
        </section>
      )}
      {profile.data && (
        <>
          <ProfileForm profile={profile.data.profile} />
          <section>
            <LocationPicker place={profile.data.profile} idPrefix="profile-location" />
          </section>
        </>
      )}
      <section aria-labelledby="profile-invisible-title">
        <h2 id="profile-invisible-title">{t('profile.visibility')}</h2>
        <InvisibleSwitch user={user} id="profile-invisible" />
      </section>
    </div>
  );
}
