import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('alerts');
  return (
    <Dialog onClose={onSkip}>
      {(titleId) => (
        <>
          <h2 id={titleId}>{t('siteEntry.title')}</h2>
          <p>{t('siteEntry.body')}</p>
          <button type="button" css={primaryButtonStyle} onClick={onAccept}>
            {t('siteEntry.accept')}
          </button>
          <button type="button" css={skipStyle} onClick={onSkip}>
            {t('siteEntry.skip')}
          </button>
        </>
      )}
    </Dialog>
  );
}
