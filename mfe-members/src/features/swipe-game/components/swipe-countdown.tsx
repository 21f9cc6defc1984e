import { Link } from '@dating/platform/router';
import { theme } from '@dating/shared-contracts';
import { useCountdown } from '../hooks/use-countdown';
import { usePlayTranslation } from '../../../components/play-texts';

/** All of today's likes are used: the time to the member's next midnight, then a new deck. */
export function SwipeCountdown({ resetsAt, onEnd }: { resetsAt: string; onEnd: () => void }) {
  const { t } = usePlayTranslation();
  const left = useCountdown(resetsAt, onEnd);
  return (
    <div css={{ textAlign: 'center', display: 'grid', gap: 12, justifyItems: 'center' }}>
      <h2 css={{ margin: 0 }}>{t('swipe.limitTitle')}</h2>
      <p css={{ margin: 0 }}>{t('swipe.limitBody')}</p>
      <p
        role="timer"
        aria-label={t('swipe.countdownLabel')}
        css={{ fontSize: 40, fontWeight: 700, color: theme.colors.secondary, margin: 0 }}
      >
        <time dateTime={resetsAt}>{left}</time>
      </p>
      <Link to="/members">{t('swipe.toSearch')}</Link>
    </div>
  );
}
