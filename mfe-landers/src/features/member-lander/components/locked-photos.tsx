import { css } from '@emotion/react';
import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { theme, withAlpha } from '@dating/shared-contracts';
import type { LanderMember } from '@dating/shared-contracts/api';
import { MEMBER_LANDER_NS } from '../member-lander-texts';
import { sectionTitleStyle } from './styles';

const THUMB = 88;

const wallStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: 8,
  borderRadius: theme.radius,
  color: theme.colors.secondary,
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover span, &:focus-visible span': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
});

const thumbStyle = css({
  position: 'relative',
  width: THUMB,
  height: THUMB,
  flex: 'none',
  overflow: 'hidden',
  borderRadius: theme.radius,
  background: theme.colors.border,
  img: {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    filter: 'blur(8px)',
    transform: 'scale(1.15)',
  },
  svg: { position: 'absolute', inset: 0, margin: 'auto', color: theme.colors.onFill },
});

function Lock() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4"
        fill={withAlpha(theme.colors.text, 0.55)}
        stroke="currentColor"
        strokeWidth={2}
      />
    </svg>
  );
}

/**
 * The member's other photos as blurred, locked thumbnails: the whole wall is one link to
 * the signup ("Meld je aan om alle foto's te zien"). A visitor never gets more than the
 * thumbnail (decision 0106).
 */
export function LockedPhotos({ member, href }: { member: LanderMember; href: string }) {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  if (member.photo_count === 0) return null;
  const hidden = member.photo_count - member.locked_photos.length;
  return (
    <section aria-labelledby="member-photos">
      <h2 id="member-photos" css={sectionTitleStyle}>
        {t('photosTitle', { name: member.name, count: member.photo_count })}
      </h2>
      <Link to={href} css={wallStyle}>
        {member.locked_photos.map((photo) => (
          <span key={photo.thumb_url} css={thumbStyle}>
            <img src={photo.thumb_url} width={THUMB} height={THUMB} alt="" loading="lazy" />
            <Lock />
          </span>
        ))}
        {hidden > 0 && <span aria-hidden="true">+{hidden}</span>}
        <span>{t('photosCta')}</span>
      </Link>
    </section>
  );
}
