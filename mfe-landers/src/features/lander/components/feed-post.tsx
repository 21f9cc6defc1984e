import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { theme } from '@dating/shared-contracts';
import type { ProfileCard } from '@dating/shared-contracts/api';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import { memberNumber } from '../lib/member-numbers';

/** How many status lines `feed.status<n>` the texts have. */
export const FEED_STATUSES = 8;

const postStyle = css({
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: 12,
  overflow: 'hidden',
  header: { display: 'flex', alignItems: 'center', gap: 12, padding: '12px 16px' },
  h3: { margin: 0, fontSize: 17 },
});

const avatarStyle = css({
  flex: 'none',
  width: 48,
  height: 48,
  borderRadius: '50%',
  objectFit: 'cover',
  background: theme.colors.border,
  color: theme.colors.secondary,
  fontSize: 22,
  fontWeight: 700,
  lineHeight: '48px',
  textAlign: 'center',
});

/** A member's round thumbnail, or the first letter of their name when they have no photo. */
export function MemberAvatar({ member }: { member: ProfileCard }) {
  return member.main_image ? (
    <img css={avatarStyle} src={member.main_image.thumb_url} alt="" width={48} height={48} />
  ) : (
    <span css={avatarStyle} aria-hidden="true">
      {member.name.slice(0, 1)}
    </span>
  );
}

const photoStyle = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  objectPosition: 'center 25%',
  background: theme.colors.border,
});

const actionsStyle = css({
  display: 'flex',
  gap: 8,
  padding: '12px 16px 16px',
  a: {
    flex: 1,
    padding: '12px',
    borderRadius: theme.radius,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.secondary,
    fontWeight: 600,
    textAlign: 'center',
    textDecoration: 'none',
    '&:hover': { background: theme.colors.background },
    '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
  },
});

const mutedStyle = css({ margin: 0, color: theme.colors.textMuted, fontSize: 14 });

/** One member's "post": who, a status line, the photo, and like and comment buttons that lead to the signup. */
export function FeedPost({ member, signupHref }: { member: ProfileCard; signupHref: string }) {
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  const likes = 3 + memberNumber(member, 1, 60);
  const comments = memberNumber(member, 2, 14);
  const about = { name: member.name };
  return (
    <article css={postStyle} aria-label={t('feed.postOf', about)}>
      <header>
        <MemberAvatar member={member} />
        <div>
          <h3>{t('feed.nameAge', { name: member.name, age: member.age })}</h3>
          {member.city && <p css={mutedStyle}>{member.city}</p>}
        </div>
      </header>
      <p css={{ margin: 0, padding: '0 16px 12px', fontSize: 16 }}>
        {t(`feed.status${memberNumber(member, 3, FEED_STATUSES)}`)}
      </p>
      {member.main_image && (
        <img
          css={photoStyle}
          src={member.main_image.url}
          alt={t('feed.photoOf', about)}
          width={600}
          height={450}
          loading="lazy"
        />
      )}
      <div css={actionsStyle}>
        <Link to={signupHref} aria-label={t('feed.likeCta', { ...about, total: likes })}>
          {t('feed.like', { total: likes })}
        </Link>
        <Link to={signupHref} aria-label={t('feed.commentCta', { ...about, total: comments })}>
          {t('feed.comment', { total: comments })}
        </Link>
      </div>
    </article>
  );
}
