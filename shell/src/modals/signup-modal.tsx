import { useTranslation } from 'react-i18next';
import { AppLink } from '../layout/app-link';
import { Dialog, DialogCloseButton, primaryButtonStyle } from './dialog';

/**
 * The signup modal (spec section 2). While signup runs it cannot be closed by the
 * backdrop or Escape. Until mfe-account exposes its signup parcel it shows a link
 * to the signup page; the parcel will report its progress as `inProgress`.
 */
export function SignupModal({
  onClose,
  inProgress = false,
}: {
  onClose: () => void;
  inProgress?: boolean;
}) {
  const { t } = useTranslation('alerts');
  return (
    <Dialog onClose={onClose} closable={!inProgress}>
      {(titleId) => (
        <>
          {!inProgress && <DialogCloseButton onClose={onClose} />}
          <h2 id={titleId}>{t('signupModal.title')}</h2>
          <p>{t('signupModal.placeholder')}</p>
          <AppLink href="/signup" css={primaryButtonStyle} onClick={onClose}>
            {t('signupModal.link')}
          </AppLink>
        </>
      )}
    </Dialog>
  );
}
