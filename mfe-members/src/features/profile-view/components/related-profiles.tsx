import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@dating/platform/router';
import { theme } from '@dating/shared-contracts';
import { useRelatedProfiles } from '../api/get-related-profiles';
import { PROFILE_NS } from '../profile-namespace';

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

/** A few similar members as cards; nothing at all when there are none or they fail to load. */
export function RelatedProfiles({ profileId }: { profileId: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const related = useRelatedProfiles(profileId);
  if (related.status !== 'success' || related.data.profiles.length === 0) return null;
  return (
    <section aria-labelledby="profile-related">
      <h2 id="profile-related" css={{ fontSize: 18, color: theme.colors.secondary }}>
        {t('profile.relatedTitle')}
      </h2>
      <ul css={gridStyle}>
        {related.data.profiles.map((card) => (
          <li key={card.id}>
            <Link to={`/members/${card.id}`} css={cardStyle}>
              {card.main_image ? (
                <img
                  src={card.main_image.thumb_url}
                  alt=""
                  loading="lazy"
                  width={200}
                  height={200}
                />
              ) : (
                <div />
              )}
              <strong>{t('profile.nameAge', { name: card.name, age: card.age })}</strong>
              <span>{[card.city, card.country].filter(Boolean).join(', ')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
