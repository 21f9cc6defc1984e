import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@dating/platform';
import { theme, visuallyHidden, withAlpha } from '@dating/shared-contracts';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import type { LanderVideoFiles } from '../media/lander-videos';
import { landerColors } from '../../../theme/lander-tokens';

const frameStyle = css({ overflow: 'hidden' });

const videoStyle = css({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  background: landerColors.nightBackground,
});

const toggleStyle = css({
  position: 'absolute',
  right: 12,
  bottom: 12,
  zIndex: 2,
  minWidth: 44,
  minHeight: 44,
  padding: '8px 16px',
  border: `2px solid ${theme.colors.onFill}`,
  borderRadius: 22,
  background: withAlpha(landerColors.nightBackground, 0.78),
  color: theme.colors.onFill,
  fontSize: 15,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${landerColors.focusOnDark}`, outlineOffset: 2 },
});

interface LanderVideoProps {
  readonly video: LanderVideoFiles;
  /** The block whose texts (label, description, play, pause) this video uses. */
  readonly texts: 'heroVideo' | 'transitionsVideo';
  /**
   * Places and sizes the frame (position relative or absolute: the button sits in its
   * corner); the video covers it, so nothing moves when the video arrives.
   */
  readonly className?: string;
}

/**
 * A looping, silent video of the landers: it plays by itself, unless the visitor asked for
 * less motion, and always has a button to pause or play it (WCAG 2.2.2). Its poster is the
 * first frame, so the page looks the same before and after the video starts.
 *
 * The server's paint shows the poster and loads nothing more (no `autoplay`, `preload`
 * none): the video starts once the page runs, so its few hundred KB never compete with the
 * page's code on a slow line, its first frame is no later paint to wait for, and a visitor
 * who asked for less motion never sees it move.
 */
export function LanderVideo({ video, texts, className }: LanderVideoProps) {
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  const element = useRef<HTMLVideoElement>(null);
  const descriptionId = useId();
  const reducedMotion = useReducedMotion();
  // The server draws the button for a playing video (autoplay); the element says the rest.
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const current = element.current;
    if (!current) return;
    if (reducedMotion) {
      current.pause();
      setPlaying(false);
    } else {
      // Muted, so the browser lets it start; one that refuses leaves the play button.
      current.play()?.catch(() => setPlaying(false));
    }
  }, [reducedMotion]);

  const toggle = () => {
    const current = element.current;
    if (!current) return;
    // A refused play() (no autoplay allowed) leaves the video paused and the button says so.
    if (current.paused) current.play()?.catch(() => setPlaying(false));
    else current.pause();
  };

  return (
    <div css={frameStyle} className={className}>
      <video
        ref={element}
        css={videoStyle}
        width={video.width}
        height={video.height}
        poster={video.poster}
        muted
        loop
        playsInline
        preload="none"
        aria-label={t(`${texts}.label`)}
        aria-describedby={descriptionId}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      <p id={descriptionId} css={visuallyHidden}>
        {t(`${texts}.description`)}
      </p>
      <button type="button" css={toggleStyle} onClick={toggle}>
        {playing ? t(`${texts}.pause`) : t(`${texts}.play`)}
      </button>
    </div>
  );
}
