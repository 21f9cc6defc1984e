import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { type TimeBonusState } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { countdownText } from '../alerts/time-bonus-banner';
import { AppLink } from '../layout/app-link';
import { Dialog, DialogCloseButton, primaryButtonStyle } from './dialog';

/** The modal's 'act fast' text always shows the same number: 4. It counts nothing. */
export const ACT_FAST_COUNT = 4;

const headlineStyle = css({ color: theme.colors.primary, textAlign: 'center' });

/** The time-bonus modal: the 25% welcome bonus, the time left, and a link to credits. */
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
            <strong>{t('timeBonusModal.actFast', { count: ACT_FAST_COUNT })}</strong>
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
