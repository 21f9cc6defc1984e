import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import type { LanderMember } from '@dating/shared-contracts/api';
import { MEMBER_LANDER_NS } from '../member-lander-texts';
import { coverPhotoStyle } from './styles';

interface MemberPhotoProps {
  readonly member: LanderMember;
  /** The page's largest element (its LCP): fetched first, never lazily. */
  readonly priority?: boolean;
  /** The `sizes` of the box the photo fills, so the browser picks the file to fetch. */
  readonly sizes: string;
}

/**
 * The member's main photo filling a box the caller sizes (so nothing moves when it loads),
 * or their initial on the site's colour when they have none.
 */
export function MemberPhoto({ member, priority = false, sizes }: MemberPhotoProps) {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  const photo = member.main_image;
  if (!photo) {
    return (
      <span
        role="img"
        aria-label={t('noPhoto', { name: member.name })}
        css={{
          display: 'grid',
          placeItems: 'center',
          width: '100%',
          height: '100%',
          background: theme.colors.secondary,
          color: theme.colors.onFill,
          fontSize: 72,
          fontWeight: 700,
        }}
      >
        {member.name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      css={coverPhotoStyle}
      src={photo.url}
      // The 400 px square where it is enough, the full photo (up to 1600 px) elsewhere.
      srcSet={`${photo.square_url} 400w, ${photo.url} 1200w`}
      sizes={sizes}
      width={600}
      height={600}
      alt={t('photoAlt', { name: member.name })}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}
