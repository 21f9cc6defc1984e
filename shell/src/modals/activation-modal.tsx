import { useTranslation } from '@dating/platform';
import { Dialog, DialogCloseButton, primaryButtonStyle } from './dialog';

/** Right after signup on a smartphone the activation reminder is a modal, not an alert. */
export function ActivationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('alerts');
  return (
    <Dialog onClose={onClose}>
      {(titleId) => (
        <>
          <DialogCloseButton onClose={onClose} />
          <h2 id={titleId}>{t('activation.title')}</h2>
          <p>{t('activation.body')}</p>
          <button type="button" css={primaryButtonStyle} onClick={onClose}>
            {t('activation.ok')}
          </button>
        </>
      )}
    </Dialog>
  );
}
