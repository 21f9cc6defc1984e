import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { mediaUp } from '@dating/shared-contracts';
import { ALERTS_NAMESPACE } from '../../i18n/alerts-namespace';
import { useShell } from '../../shell-context';
import { AppLink } from '../app-link';
import { DisclosureMenu } from './disclosure-menu';

// At 360 px the words would push the bar onto a third row, so only the icon shows there;
// the button keeps its name through aria-label.
const wordsFromSm = css({ display: 'none', [mediaUp('sm')]: { display: 'inline' } });

/** Account dropdown: My profile, Settings (the notifications route), Logout. */
export function AccountMenu() {
  // A member's words come with the member chrome (the alerts' texts), not in every first visit.
  const { t } = useTranslation(ALERTS_NAMESPACE);
  const { bus } = useShell();
  return (
    <DisclosureMenu
      buttonLabel={t('nav.account')}
      label={
        <>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8z" />
          </svg>
          <span css={wordsFromSm}>{t('nav.account')}</span>
        </>
      }
    >
      {(close) => (
        <>
          <li>
            <AppLink href="/profile" onClick={close}>
              {t('nav.myProfile')}
            </AppLink>
          </li>
          <li>
            <AppLink href="/notifications" onClick={close}>
              {t('nav.settings')}
            </AppLink>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                bus.emit({ type: 'auth/logout-requested' });
              }}
            >
              {t('nav.logout')}
            </button>
          </li>
        </>
      )}
    </DisclosureMenu>
  );
}
