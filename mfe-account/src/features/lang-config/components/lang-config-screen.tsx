import { css } from '@emotion/react';
import {
  useRemoteProps,
  useSessionSettings,
  useSessionUser,
  useTranslation,
} from '@dating/platform';
import { isLocale, theme } from '@dating/shared-contracts';
import { useState } from 'react';
import { Link } from '@dating/platform/router';
import { panelStyle } from '../../../components/form-styles';
import { LANGUAGE_NAMES } from '@dating/shared-contracts';
import { visibleLocales } from '../visible-locales';
// The texts it reads in the account namespace: its route adds them as it loads (0182).
export { LANG_CONFIG_TEXTS } from '../../../screen-locales/lang-config';

const optionsStyle = css({
  display: 'grid',
  gap: 8,
  margin: 0,
  padding: 0,
  border: 'none',
  legend: { fontWeight: 600, marginBottom: 8 },
  label: {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    minHeight: 48,
    padding: '0 12px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius,
    cursor: 'pointer',
  },
  input: { width: 20, height: 20, margin: 0, accentColor: theme.colors.primary },
  'input:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
});

/**
 * /lang-config: the interface language among the visible locales of the site's country.
 * Choosing asks the shell to switch, which keeps the cookie and, for a member, the account.
 */
export function LangConfigScreen() {
  const { t, i18n } = useTranslation();
  const { bus } = useRemoteProps();
  const settings = useSessionSettings();
  const loggedIn = useSessionUser() !== null;
  const current = i18n.language;
  const locales = visibleLocales(settings, current);
  const [changed, setChanged] = useState(false);
  const currentName = isLocale(current) ? LANGUAGE_NAMES[current] : current;

  return (
    <section css={panelStyle}>
      <h1>{t('langConfig.title')}</h1>
      {locales.length > 1 ? (
        <>
          <p>{t('langConfig.intro')}</p>
          <fieldset css={optionsStyle}>
            <legend>{t('langConfig.legend')}</legend>
            {locales.map((locale) => (
              <label key={locale} lang={locale}>
                <input
                  type="radio"
                  name="lang-config"
                  value={locale}
                  checked={locale === current}
                  onChange={() => {
                    setChanged(true);
                    bus.emit({ type: 'locale/change-requested', locale });
                  }}
                />
                {LANGUAGE_NAMES[locale]}
              </label>
            ))}
          </fieldset>
          <p>{t(loggedIn ? 'langConfig.savedMember' : 'langConfig.savedVisitor')}</p>
        </>
      ) : (
        <p>{t('langConfig.onlyOne', { language: currentName })}</p>
      )}
      <p role="status">{changed ? t('langConfig.changed', { language: currentName }) : ''}</p>
      <p>
        <Link to={loggedIn ? '/members' : '/'}>
          {t(loggedIn ? 'langConfig.toMembers' : 'langConfig.toHome')}
        </Link>
      </p>
    </section>
  );
}
