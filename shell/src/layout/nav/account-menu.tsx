import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell-context';
import { AppLink } from '../app-link';
import { DisclosureMenu } from './disclosure-menu';

/** Account dropdown of spec section 2: My profile, Settings (notifications), Logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { bus } = useShell();
  return (
    <DisclosureMenu label={t('nav.account')}>
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
