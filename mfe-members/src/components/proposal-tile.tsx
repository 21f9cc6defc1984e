import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { mediaUp, theme } from '@dating/shared-contracts';
import type { ProfileCard } from '@dating/shared-contracts/api';
import { VerifiedMark } from './verified/verified-mark';

export const proposalGridStyle = css({
  display: 'grid',
  // minmax(0, 1fr): a photo's intrinsic width must not widen a column past the screen.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 12,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

const tileStyle = css({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  height: '100%',
  borderRadius: theme.radius,
  overflow: 'hidden',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  img: { display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' },
  h2: { margin: 0, padding: '8px 8px 0', fontSize: 16 },
  a: { color: theme.colors.text },
  p: { margin: 0, padding: '2px 8px', fontSize: 14, color: theme.colors.textMuted },
});

export const tileButtonStyle = css({
  minHeight: 44,
  padding: '8px 12px',
  border: `2px solid ${theme.colors.primary}`,
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&[data-variant="quiet"], &[aria-pressed="true"]': {
    background: theme.colors.surface,
    color: theme.colors.primary,
  },
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
});

// Stacked on a phone (two tiles side by side leave no room for two buttons in a row).
const actionsStyle = css({
  display: 'grid',
  gap: 8,
  padding: 8,
  [mediaUp('sm')]: { gridAutoFlow: 'column', gridAutoColumns: '1fr' },
});

/** A proposed member (match finder, signup matches): photo, name and age, city, actions. */
export function ProposalTile({ profile, children }: { profile: ProfileCard; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article css={tileStyle} aria-label={profile.name}>
      {profile.main_image ? (
        <img src={profile.main_image.thumb_url} alt="" loading="lazy" width={200} height={200} />
      ) : (
        <div css={{ aspectRatio: '1', background: theme.colors.border }} />
      )}
      <div>
        <h2>
          <Link to={`/members/${profile.id}`}>
            {t('card.nameAge', { name: profile.name, age: profile.age })}
          </Link>
          <VerifiedMark verified={profile.verified} />
        </h2>
        {profile.city && <p>{profile.city}</p>}
      </div>
      <div css={actionsStyle}>{children}</div>
    </article>
  );
}

/** Text for screen readers only (a button's "Like" says whom it likes). */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
