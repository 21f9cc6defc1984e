import { css } from '@emotion/react';
import { type TimeBonusState, useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { TIME_BONUS_WINDOW_MS } from '@dating/shared-contracts/api';
import { countdownText } from '../alerts/time-bonus-banner';
import { AppLink } from '../layout/app-link';
import { Dialog, DialogCloseButton, primaryButtonStyle } from './dialog';

/** How many hours after signup the bonus lasts, as the modal says it. */
const WINDOW_HOURS = TIME_BONUS_WINDOW_MS / 3_600_000;

const headlineStyle = css({ color: theme.colors.primary, textAlign: 'center' });

/**
 * The time-bonus modal: the welcome discount, how long it lasts and the member's own time left.
 * It says only what is true: no invented stock of bonuses, no scarcity it does not count.
 */
export function TimeBonusModal({ bonus, onClose }: { bonus: TimeBonusState; onClose: () => void }) {
  const { t } = useTranslation('alerts');
  return (
    <Dialog onClose={onClose}>
      {(titleId) => (
        <>
          <DialogCloseButton onClose={onClose} />
          <h2 id={titleId} css={headlineStyle}>
            {t('timeBonusModal.title')}
          </h2>
          <p>{t('timeBonusModal.unlock')}</p>
          <p>
            <strong>{t('timeBonusModal.window', { hours: WINDOW_HOURS })}</strong>
          </p>
          <p css={{ textAlign: 'center' }}>
            <AppLink href="/credits" css={primaryButtonStyle} onClick={onClose}>
              {bonus.isVisible
                ? t('timeBonusModal.linkWithTime', { time: countdownText(bonus) })
                : t('timeBonusModal.link')}
            </AppLink>
          </p>
          <p css={{ color: theme.colors.textMuted, fontSize: 14 }}>{t('timeBonusModal.instant')}</p>
        </>
      )}
    </Dialog>
  );
}
