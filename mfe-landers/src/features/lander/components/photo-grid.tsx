import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { mediaUp, theme } from '@dating/shared-contracts';
import { LANDER_PHOTOS, useLanderMembers } from '../api/get-lander-members';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 8,
  listStyle: 'none',
  margin: '24px 0',
  padding: 0,
  [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, 1fr)', gap: 12 },
  [mediaUp('lg')]: { gridTemplateColumns: 'repeat(6, 1fr)' },
  img: {
    display: 'block',
    width: '100%',
    aspectRatio: '1',
    objectFit: 'cover',
    borderRadius: theme.radius,
    background: theme.colors.border,
  },
});

/**
 * Members' photos as a wall. A lander must still sell when search fails, so a failure
 * or an empty answer simply leaves the wall out.
 */
export function PhotoGrid() {
  const { t } = useTranslation();
  const result = useLanderMembers();
  if (result.status !== 'success') return null;
  const withPhoto = result.data.profiles
    .filter((profile) => profile.main_image)
    .slice(0, LANDER_PHOTOS);
  if (withPhoto.length === 0) return null;
  return (
    <ul css={gridStyle} aria-label={t('lander.photosLabel')}>
      {withPhoto.map((profile) => (
        <li key={profile.id}>
          <img
            src={profile.main_image?.thumb_url}
            alt={t('lander.photoAlt', { name: profile.name, age: profile.age })}
            width={200}
            height={200}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
