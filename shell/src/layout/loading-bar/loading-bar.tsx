import { css, keyframes } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { LOADING_DURATION_MS, useRouteLoading } from './use-route-loading';

// Grows quickly at first and slows down, holding short of the end until the route is in.
const grow = keyframes({ from: { width: '0%' }, to: { width: '90%' } });

const barStyle = css({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: 1000,
  height: 3,
  // Dark wine reads on white pages (10.5:1); the white edge keeps it visible on the nav.
  background: theme.colors.secondary,
  boxShadow: `0 1px 0 ${theme.colors.onFill}`,
  pointerEvents: 'none',
  '&[data-state="running"]': {
    width: '90%',
    animationName: grow,
    animationFillMode: 'both',
    animationTimingFunction: 'cubic-bezier(0.1, 0.7, 0.3, 1)',
  },
  '&[data-state="done"]': { width: '100%', transition: 'width 200ms ease-out' },
  '@media (prefers-reduced-motion: reduce)': { animationName: 'none', transition: 'none' },
});

/** Top progress bar during route changes. Mount once, at the top. */
export function LoadingBar({ target }: { target?: EventTarget }) {
  const { t } = useTranslation();
  const phase = useRouteLoading(target);
  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loadingBar.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={phase === 'done' ? 100 : undefined}
      data-state={phase}
      css={barStyle}
      style={{ animationDuration: `${LOADING_DURATION_MS}ms` }}
    />
  );
}
