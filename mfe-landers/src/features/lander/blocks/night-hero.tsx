import { css, keyframes } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme, withAlpha } from '@dating/shared-contracts';
import { useLanderMembers } from '../api/landers-members';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import type { BlockProps } from './block-props';
import { BlockHeading } from './block-heading';
import { CtaLink } from './cta-link';
import { formatCount } from './format-count';
import { MemberPhoto } from './member-photo';
import { NightSky } from './night-sky';
import { landerColors } from '../../../theme/lander-tokens';

const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${withAlpha(theme.colors.success, 0.7)}` },
  '100%': { boxShadow: `0 0 0 10px ${withAlpha(theme.colors.success, 0)}` },
});

// Room under the call to action for the town's roofs along the bottom edge (NightSky):
// the tallest roof at the section's smallest size. An artwork's size, not a spacing.
const ROOFS_PX = { sm: 110, md: 150 } as const;

const sectionStyle = css({
  position: 'relative',
  overflow: 'hidden',
  minHeight: 430,
  padding: `40px 16px ${ROOFS_PX.sm}px`,
  background: `linear-gradient(180deg, ${landerColors.nightHeroTop} 0%, ${landerColors.nightHeroMiddle} 55%, ${landerColors.nightHeroBottom} 100%)`,
  color: landerColors.nightText,
  textAlign: 'center',
  [mediaUp('md')]: { minHeight: 540, padding: `64px 24px ${ROOFS_PX.md}px` },
});
const contentStyle = css({
  position: 'relative',
  maxWidth: 680,
  margin: '0 auto',
  'h1, h2': {
    margin: '0 0 12px',
    fontSize: 34,
    lineHeight: 1.15,
    color: theme.colors.onFill,
    textShadow: `0 2px 18px ${withAlpha(landerColors.nightGlow, 0.45)}`,
    [mediaUp('md')]: { fontSize: 54 },
  },
  p: { margin: '0 auto', fontSize: 18, color: landerColors.nightHeroLead },
});
// Its place is kept while the count loads, so the call to action under it never moves.
const countStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 40,
  margin: '16px 0 0',
  fontWeight: 600,
  color: theme.colors.onFill,
});
const dotStyle = css({
  flex: 'none',
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: theme.colors.success,
  '@media (prefers-reduced-motion: no-preference)': {
    animation: `${pulse} 1.8s ease-out infinite`,
  },
});
const facesStyle = css({
  display: 'flex',
  img: {
    width: 36,
    height: 36,
    borderRadius: '50%',
    objectFit: 'cover',
    border: `2px solid ${landerColors.nightHeroMiddle}`,
    marginLeft: -12,
    '&:first-of-type': { marginLeft: 0 },
  },
});

/**
 * night-hero (alonetonight): a night sky over the headline, how many singles the lander's
 * audience counts with a few of their faces, and the call to action.
 */
export function NightHeroBlock({ lander, signupHref, first }: BlockProps) {
  const { t, i18n } = useTranslation(LANDER_BLOCKS_NS);
  const { members, count, capped } = useLanderMembers(lander.audience);
  const id = useId();
  return (
    <section css={sectionStyle} aria-labelledby={id}>
      <NightSky />
      <div css={contentStyle}>
        <BlockHeading lander={lander} first={first} id={id} title={lander.copy.headline} />
        <div css={countStyle}>
          {count !== null && count > 0 && (
            <>
              <span css={facesStyle}>
                {members.slice(0, 4).map((member) => (
                  <MemberPhoto key={member.id} member={member} eager decorative />
                ))}
              </span>
              <span css={dotStyle} aria-hidden="true" />
              <span>
                {t('nightHero.singles', {
                  count,
                  shown: formatCount(count, capped, i18n.language),
                })}
              </span>
            </>
          )}
        </div>
        <CtaLink to={signupHref}>{lander.copy.cta}</CtaLink>
      </div>
    </section>
  );
}
