import { css } from '@emotion/react';
import type { BehaviorSubject } from 'rxjs';
import { useObservable, useTranslation } from '@dating/platform';
import { noticeShadow, theme } from '@dating/shared-contracts';
import type { LiveStatus } from '../session/live-channel';
import { liveStatus$ } from '../session/live-status';

// Fixed over the page in every layout, and never in the way: clicks go through it.
const regionStyle = css({
  position: 'fixed',
  top: 8,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 900,
  pointerEvents: 'none',
});
const pillStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '4px 12px',
  borderRadius: 999,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.textMuted,
  fontSize: 13,
  whiteSpace: 'nowrap',
  boxShadow: noticeShadow,
});
const dotStyle = css({
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: theme.colors.warning,
});

/**
 * "Offline, retrying" while the live channel is down: messages, typing and badges then come
 * by polling, later. One status region that is always there, so a screen reader hears the
 * change once, and again only when it is over; a retry that fails again says nothing new.
 */
export function LiveStatusNotice({
  status$ = liveStatus$,
}: {
  status$?: BehaviorSubject<LiveStatus>;
}) {
  const { t } = useTranslation('alerts');
  const offline = useObservable(status$, status$.value) === 'retrying';
  return (
    <div role="status" css={regionStyle}>
      {offline && (
        <span css={pillStyle}>
          <span aria-hidden="true" css={dotStyle} />
          {t('liveOffline')}
        </span>
      )}
    </div>
  );
}
