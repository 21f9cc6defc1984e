import { useState } from 'react';
import { PARCELS, type SignupParcelProps, useTranslation } from '@dating/platform';
import { AppLink } from '../layout/app-link';
import { useParcel } from '../remotes/use-parcel';
import { SHELL_NAMESPACE } from '../i18n/create-i18n';
import { Dialog, DialogCloseButton, primaryButtonStyle } from './dialog';

/**
 * The signup modal around mfe-account's signup form, mounted as a
 * parcel. While signup runs (the parcel's `onProgress`) it cannot be closed: no close
 * button, no backdrop, no Escape. Without mfe-account it links to the signup page.
 */
export function SignupModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('alerts');
  const [inProgress, setInProgress] = useState(false);
  const { remote, module } = PARCELS.signup;
  const parcel = useParcel<SignupParcelProps>(remote, module, { onProgress: setInProgress });

  return (
    <Dialog onClose={onClose} closable={!inProgress}>
      {(titleId) => (
        <>
          {!inProgress && <DialogCloseButton onClose={onClose} />}
          <h2 id={titleId}>{t('signupModal.title')}</h2>
          {parcel.status === 'loading' && (
            <p role="status">{t('remote.loading', { ns: SHELL_NAMESPACE })}</p>
          )}
          {parcel.status === 'failed' && (
            <>
              <p>{t('signupModal.placeholder')}</p>
              <AppLink href="/signup" css={primaryButtonStyle} onClick={onClose}>
                {t('signupModal.link')}
              </AppLink>
            </>
          )}
          <div ref={parcel.host} hidden={parcel.status === 'failed'} />
        </>
      )}
    </Dialog>
  );
}
