import { css, keyframes } from '@emotion/react';
import { mediaUp, theme } from '@dating/shared-contracts';
import { landerColors } from '../../../theme/lander-tokens';

/** Star positions from a fixed seed: the server and the browser draw the same sky. */
const STARS = Array.from({ length: 46 }, (_, index) => {
  const next = (n: number) => ((n * 9301 + 49297) % 233280) / 233280;
  const a = next(index * 7 + 3);
  const b = next(index * 13 + 11);
  const c = next(index * 17 + 5);
  return { x: Math.round(a * 1000), y: Math.round(b * 330), r: 0.8 + c * 1.6, slow: index % 3 };
});

/** A row of roofs along the bottom edge, 30 to 100 units high, from the same kind of seed. */
const SKYLINE = (() => {
  let path = 'M0 420';
  for (let x = 0, index = 1; x < 1000; index += 1) {
    const width = 24 + ((index * 37) % 30);
    const height = 30 + ((index * 53) % 71);
    path += `V${420 - height}h${width}`;
    x += width;
  }
  return `${path}V420z`;
})();

const twinkle = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

const skyStyle = css({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
  '@media (prefers-reduced-motion: no-preference)': {
    '.twinkle': { animation: `${twinkle} 3.2s ease-in-out infinite` },
    '.twinkle-slow': { animation: `${twinkle} 5.5s ease-in-out infinite` },
  },
});

// The moon keeps to the top corner at every width (the sky itself is cut to the section).
const moonStyle = css({
  position: 'absolute',
  top: 6,
  right: 6,
  width: 84,
  height: 84,
  pointerEvents: 'none',
  [mediaUp('md')]: { top: 24, right: '6%', width: 200, height: 200 },
});

function Moon() {
  return (
    <svg css={moonStyle} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="night-moon-glow">
          <stop offset="0" stopColor={landerColors.nightMoonGlow} stopOpacity="0.55" />
          <stop offset="1" stopColor={landerColors.nightMoonGlow} stopOpacity="0" />
        </radialGradient>
        <mask id="night-crescent">
          <rect width="200" height="200" fill={landerColors.maskKeep} />
          <circle cx="122" cy="84" r="40" fill={landerColors.maskCut} />
        </mask>
      </defs>
      <circle cx="100" cy="100" r="100" fill="url(#night-moon-glow)" />
      <circle cx="100" cy="100" r="46" fill={landerColors.nightMoon} mask="url(#night-crescent)" />
    </svg>
  );
}

/**
 * The night behind the alonetonight hero: stars, a crescent moon and a sleeping town on the
 * horizon, drawn inline (no request) and stretched to the section, so it never moves.
 */
export function NightSky() {
  return (
    <>
      <Moon />
      <svg
        css={skyStyle}
        viewBox="0 0 1000 420"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        {STARS.map((star, index) => (
          <circle
            key={index}
            cx={star.x}
            cy={star.y}
            r={star.r}
            fill={theme.colors.onFill}
            className={star.slow === 0 ? 'twinkle-slow' : star.slow === 1 ? 'twinkle' : undefined}
          />
        ))}
        <path fill={landerColors.nightSkyline} d={SKYLINE} />
      </svg>
    </>
  );
}
