import { css } from '@emotion/react';
import { mediaUp, theme, withAlpha } from '@dating/shared-contracts';
import { LanderHeadline, startCtaStyle } from '../components/lander-headline';
import { LanderVideo } from '../components/lander-video';
import { HERO_VIDEO } from '../media/lander-videos';
import type { BlockProps } from './block-props';
import { landerColors } from '../../../theme/lander-tokens';

const sectionStyle = css({
  position: 'relative',
  color: theme.colors.onFill,
  // A fixed height, not the video's: the headline and the call to action never move.
  height: 460,
  [mediaUp('md')]: { height: 560 },
  [mediaUp('xl')]: { height: 640 },
});

const fillStyle = css({ position: 'absolute', inset: 0 });

// The landers' content column (the hero's, online-now's and region-map's maxWidth): the copy
// lines up with it from md up. A column's width, not a spacing.
const COLUMN_PX = 1100;

const copyStyle = css({
  position: 'relative',
  zIndex: 1,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: '24px 16px 64px',
  // Dark enough behind the words whatever frame the video shows.
  background: `linear-gradient(90deg, ${withAlpha(landerColors.nightBackground, 0.86)} 0%, ${withAlpha(landerColors.nightBackground, 0.55)} 100%)`,
  [mediaUp('md')]: {
    padding: `48px max(32px, calc((100% - ${COLUMN_PX}px) / 2)) 64px`,
    background: `linear-gradient(90deg, ${withAlpha(landerColors.nightBackground, 0.9)} 0%, ${withAlpha(landerColors.nightBackground, 0.2)} 70%)`,
  },
  'h1, h2': {
    margin: 0,
    maxWidth: 620,
    fontSize: 34,
    lineHeight: 1.15,
    textShadow: `0 2px 12px ${withAlpha(landerColors.shadow, 0.6)}`,
    [mediaUp('md')]: { fontSize: 52 },
  },
  p: { margin: '12px 0 0', maxWidth: 560, fontSize: 18, lineHeight: 1.45 },
});

const leftCta = css(startCtaStyle, { [mediaUp('md')]: { maxWidth: 360 } });

/**
 * video: a full-width video of a night out (made at build time from drawn frames), with the
 * headline and the call to action over it. The poster is the first frame and the page's
 * largest paint; the block's height is fixed, so nothing shifts when the video starts.
 */
export function HeroVideoBlock(props: BlockProps) {
  return (
    <section css={sectionStyle} data-block="hero-video">
      <LanderVideo video={HERO_VIDEO} texts="heroVideo" css={fillStyle} />
      <div css={copyStyle}>
        <LanderHeadline {...props} ctaCss={leftCta} />
      </div>
    </section>
  );
}
