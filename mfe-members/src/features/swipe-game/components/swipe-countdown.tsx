import { css } from '@emotion/react';
import { Link } from '@dating/platform/router';
import { theme } from '@dating/shared-contracts';
import { useCountdown } from '../hooks/use-countdown';
import { usePlayTranslation } from '../../../components/play-texts';

/** The game's way out to the members: a button-like link, as every call to action. */
export const toSearchStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  justifySelf: 'center',
  boxSizing: 'border-box',
  minHeight: 44,
  padding: '12px 20px',
  borderRadius: 999,
  background: theme.colors.secondary,
  color: theme.colors.surface,
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
});

/** All of today's likes are used: the time to the member's next midnight, then a new deck. */
export function SwipeCountdown({
  resetsAt,
  limit,
  onEnd,
}: {
  resetsAt: string;
  /** The likes a day brings, as the server counts them. */
  limit: number;
  onEnd: () => void;
}) {
  const { t } = usePlayTranslation();
  const left = useCountdown(resetsAt, onEnd);
  return (
    <div css={{ textAlign: 'center', display: 'grid', gap: 12, justifyItems: 'center' }}>
      <h2 css={{ margin: 0 }}>{t('swipe.limitTitle')}</h2>
      <p css={{ margin: 0 }}>{t('swipe.limitBody', { count: limit })}</p>
      <p
        role="timer"
        aria-label={t('swipe.countdownLabel')}
        css={{ fontSize: 40, fontWeight: 700, color: theme.colors.secondary, margin: 0 }}
      >
        <time dateTime={resetsAt}>{left}</time>
      </p>
      <Link to="/members" css={toSearchStyle}>
        {t('swipe.toSearch')}
      </Link>
    </div>
  );
}
