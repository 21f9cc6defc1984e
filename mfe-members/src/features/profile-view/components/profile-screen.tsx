import { css } from '@emotion/react';
import { Link, useParams } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import { isApiError, mediaUp, theme } from '@dating/shared-contracts';
import { useProfile } from '../api/get-profile';
import { LikeButton } from './like-button';

const layoutStyle = css({
  maxWidth: 960,
  margin: '0 auto',
  padding: 16,
  display: 'grid',
  gap: 16,
  [mediaUp('md')]: { gridTemplateColumns: '320px 1fr' },
  img: { width: '100%', borderRadius: theme.radius, aspectRatio: '1', objectFit: 'cover' },
  dl: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' },
  dt: { color: theme.colors.textMuted },
  dd: { margin: 0 },
});

export function ProfileScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const result = useProfile(id);

  if (result.status === 'pending') return <p role="status">{t('profile.loading')}</p>;
  if (result.status === 'error') {
    const notFound = isApiError(result.error) && result.error.status === 404;
    return (
      <section css={{ padding: 16, textAlign: 'center' }}>
        <h1>{t(notFound ? 'profile.notFound' : 'profile.error')}</h1>
        <Link to="/members">{t('profile.backToSearch')}</Link>
      </section>
    );
  }
  const { profile } = result.data;
  const attributes = (
    [
      ['gender', profile.gender],
      ['city', profile.city],
      ['region', profile.region],
      ['country', profile.country],
    ] as const
  ).filter(([, value]) => Boolean(value));

  return (
    <article css={layoutStyle}>
      <div>
        {profile.main_image ? (
          <img src={profile.main_image.url} alt={t('profile.photoAlt', { name: profile.name })} />
        ) : null}
      </div>
      <div>
        <h1 css={{ marginTop: 0, color: theme.colors.secondary }}>
          {t('card.nameAge', { name: profile.name, age: profile.age })}
        </h1>
        <dl>
          {attributes.map(([key, value]) => (
            <div key={key} css={{ display: 'contents' }}>
              <dt>{t(`profile.fields.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <LikeButton profileId={profile.id} liked={profile.liked} />
        <Link to="/members">{t('profile.backToSearch')}</Link>
      </div>
    </article>
  );
}
