import { css } from '@emotion/react';
import { useSessionSettings, useTranslation } from '@dating/platform';
import { Link, useLocation, useParams } from '@dating/platform/router';
import { isApiError, mediaUp, theme } from '@dating/shared-contracts';
import { useProfile } from '../api/get-profile';
import { PROFILE_NS } from '../profile-namespace';
import { FictionalNotice } from './fictional-notice';
import { PhotoHeader } from './photo-header';
import { ProfileActions } from './profile-actions';
import { ProfileDetails } from './profile-details';
import { RelatedProfiles } from './related-profiles';
import { secondaryButton } from './styles';
import { VerifiedMark } from '../../../components/verified/verified-mark';

const layoutStyle = css({
  maxWidth: 1040,
  margin: '0 auto',
  padding: 16,
  display: 'grid',
  gap: 24,
  [mediaUp('md')]: { gridTemplateColumns: 'minmax(260px, 360px) 1fr', alignItems: 'start' },
});

const columnStyle = css({ display: 'grid', gap: 20, minWidth: 0 });

/** `/members/:id` and `/likes/m/:id`: one member's profile, the same screen on both routes. */
export function ProfileScreen() {
  const { t, ready } = useTranslation(PROFILE_NS);
  const { id = '' } = useParams();
  const settings = useSessionSettings();
  const result = useProfile(id);
  // Opened from the likes (`/likes/m/:id`), the way back is to the likes.
  const fromLikes = useLocation().pathname.startsWith('/likes/');
  const back = (
    <Link to={fromLikes ? '/likes' : '/members'} css={{ color: theme.colors.secondary }}>
      {t(fromLikes ? 'profile.backToLikes' : 'profile.backToSearch')}
    </Link>
  );

  if (!ready || result.status === 'pending')
    return (
      <p role="status" css={{ padding: 16 }}>
        {ready ? t('profile.loading') : null}
      </p>
    );
  if (result.status === 'error') {
    const notFound = isApiError(result.error) && result.error.status === 404;
    return (
      <section
        css={{ padding: 16, textAlign: 'center', display: 'grid', gap: 12, justifyItems: 'center' }}
      >
        <h1>{t(notFound ? 'profile.notFound' : 'profile.error')}</h1>
        {!notFound && (
          <button type="button" css={secondaryButton} onClick={() => void result.refetch()}>
            {t('profile.retry')}
          </button>
        )}
        {back}
      </section>
    );
  }
  const { profile } = result.data;
  const showAbout = settings?.visible_profile_notes.includes('about') ?? true;

  return (
    <article css={layoutStyle} aria-labelledby="profile-name">
      <PhotoHeader profile={profile} />
      <div css={columnStyle}>
        <div>
          <h1 id="profile-name" css={{ margin: 0, color: theme.colors.secondary }}>
            {t('profile.nameAge', { name: profile.name, age: profile.age })}
            <VerifiedMark verified={profile.verified} />
          </h1>
          <p css={{ margin: '4px 0 0', color: theme.colors.textMuted }}>
            {[profile.city, profile.region, profile.country].filter(Boolean).join(', ')}
          </p>
          {profile.distance && (
            <p css={{ margin: '4px 0 0', color: theme.colors.textMuted }}>
              {t(`distance.${profile.distance.band}`, profile.distance)}
            </p>
          )}
        </div>
        {profile.fictional && <FictionalNotice />}
        <ProfileActions profile={profile} />
        <ProfileDetails profile={profile} showAbout={showAbout} />
        <RelatedProfiles profileId={profile.id} />
        {back}
      </div>
    </article>
  );
}
