import { useTranslation } from '@dating/platform';
import { SITE_ENTRY_COOKIE, SITE_ENTRY_COOKIE_DAYS } from '@dating/shared-contracts';
import { SITE_ENTRY_NAMESPACE } from '../i18n/alerts-namespace';
import { Dialog, primaryButtonStyle } from './dialog';

const skipStyle = {
  marginLeft: 12,
  padding: '12px',
  border: 0,
  background: 'transparent',
  textDecoration: 'underline',
  cursor: 'pointer',
  fontSize: 15,
};

/**
 * Remembers the acceptance in a cookie rather than local storage, so the server's next first
 * paint knows it and does not draw the warning again.
 */
function acceptSiteEntry(now: number = Date.now()): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SITE_ENTRY_COOKIE}=${now}; Max-Age=${SITE_ENTRY_COOKIE_DAYS * 24 * 3600}; Path=/; SameSite=Lax${secure}`;
}

/** The site-entry warning: accepting stores it; skipping only closes it for this visit. */
export function SiteEntryModal({ onAccept, onSkip }: { onAccept: () => void; onSkip: () => void }) {
  const { t } = useTranslation(SITE_ENTRY_NAMESPACE);
  return (
    <Dialog onClose={onSkip}>
      {(titleId) => (
        <>
          <h2 id={titleId}>{t('title')}</h2>
          <p>{t('body')}</p>
          <button
            type="button"
            css={primaryButtonStyle}
            onClick={() => {
              acceptSiteEntry();
              onAccept();
            }}
          >
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
