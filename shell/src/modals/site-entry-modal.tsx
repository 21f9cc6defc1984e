import { useTranslation } from 'react-i18next';
import { SITE_ENTRY_NAMESPACE } from '../i18n/site-entry-namespace';
import { Dialog, primaryButtonStyle } from './dialog';

const skipStyle = {
  marginLeft: 12,
  padding: '10px 12px',
  border: 0,
  background: 'transparent',
  textDecoration: 'underline',
  cursor: 'pointer',
  fontSize: 15,
};

/** The site-entry warning: accepting stores it; skipping only closes it for this visit. */
export function SiteEntryModal({ onAccept, onSkip }: { onAccept: () => void; onSkip: () => void }) {
  const { t } = useTranslation(SITE_ENTRY_NAMESPACE);
  return (
    <Dialog onClose={onSkip}>
      {(titleId) => (
        <>
          <h2 id={titleId}>{t('title')}</h2>
          <p>{t('body')}</p>
          <button type="button" css={primaryButtonStyle} onClick={onAccept}>
            {t('accept')}
          </button>
          <button type="button" css={skipStyle} onClick={onSkip}>
            {t('skip')}
          </button>
        </>
      )}
    </Dialog>
  );
}
