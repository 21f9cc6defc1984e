import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { useRelatedProfiles } from '../api/get-related-profiles';
import { PROFILE_NS } from '../profile-namespace';
import { MemberCard } from '../../../components/member-card';

const gridStyle = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: 12,
});

const cardStyle = css({
  display: 'block',
  borderRadius: theme.radius,
  overflow: 'hidden',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
  'img, div': {
    display: 'block',
    width: '100%',
    aspectRatio: '1',
    objectFit: 'cover',
    background: theme.colors.border,
  },
  strong: { display: 'block', padding: '6px 8px 0' },
  span: { display: 'block', padding: '0 8px 6px', fontSize: 14, color: theme.colors.textMuted },
});

/**
 * A few similar members as cards, and partner tiles (kind cam or resell) where the domain's
 * `member_resell` asks for them; nothing at all when there are none or they fail to load.
 */
export function RelatedProfiles({ profileId }: { profileId: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const related = useRelatedProfiles(profileId);
  if (related.status !== 'success') return null;
  const { profiles, cams } = related.data;
  return (
    <>
      {profiles.length > 0 && (
        <section aria-labelledby="profile-related">
          <h2 id="profile-related" css={{ fontSize: 18, color: theme.colors.secondary }}>
            {t('profile.relatedTitle')}
          </h2>
          <ul css={gridStyle}>
            {profiles.map((card) => (
              <li key={card.id}>
                <MemberCard profile={card} heading="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {cams.length > 0 && (
        <section aria-labelledby="profile-cams">
          <h2 id="profile-cams" css={{ fontSize: 18, color: theme.colors.secondary }}>
            {t('profile.camsTitle')}
          </h2>
          <ul css={gridStyle}>
            {cams.map((cam) => (
              <li key={cam.id}>
                <a href={cam.link_url} rel="sponsored noopener noreferrer" css={cardStyle}>
                  <img src={cam.image_url} alt="" loading="lazy" width={200} height={200} />
                  <strong>{cam.name}</strong>
                  <span>{t(`profile.camKinds.${cam.kind}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
