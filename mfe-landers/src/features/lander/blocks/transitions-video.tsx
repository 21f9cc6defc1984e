import { css } from '@emotion/react';
import { mediaUp, theme, withAlpha } from '@dating/shared-contracts';
import { LanderHeadline } from '../components/lander-headline';
import { LanderVideo } from '../components/lander-video';
import { TRANSITIONS_VIDEO } from '../media/lander-videos';
import type { BlockProps } from './block-props';
import { landerColors } from '../../../theme/lander-tokens';

const sectionStyle = css({
  display: 'grid',
  gap: 16,
  maxWidth: 1200,
  margin: '0 auto',
  padding: '0 0 32px',
  [mediaUp('md')]: {
    gridTemplateColumns: '5fr 6fr',
    alignItems: 'center',
    gap: 40,
    padding: '48px 24px',
  },
});

const videoFrame = css({
  position: 'relative',
  aspectRatio: '16 / 9',
  [mediaUp('md')]: {
    order: 2,
    borderRadius: 20,
    boxShadow: `0 18px 48px ${withAlpha(theme.colors.primary, 0.35)}`,
    border: `3px solid ${withAlpha(landerColors.nightText, 0.25)}`,
  },
});

const copyStyle = css({
  padding: '0 16px',
  'h1, h2': { margin: 0, fontSize: 30, lineHeight: 1.15, [mediaUp('md')]: { fontSize: 46 } },
  p: { margin: '12px 0 0', fontSize: 18, lineHeight: 1.45, opacity: 0.92 },
  [mediaUp('md')]: { padding: 0 },
});

/**
 * transitionsvideolanding: members' photos following one another with cross-fades, slides
 * and wipes (a video made at build time), beside the headline on a wide screen and above it
 * on a phone, with the call to action in view on both.
 */
export function TransitionsVideoBlock(props: BlockProps) {
  return (
    <section css={sectionStyle} data-block="transitions-video">
      <LanderVideo video={TRANSITIONS_VIDEO} texts="transitionsVideo" css={videoFrame} />
      <div css={copyStyle}>
        <LanderHeadline {...props} />
      </div>
    </section>
  );
}
