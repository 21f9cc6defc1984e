import { useObservable, useTranslation } from '@dating/platform';
import { isLocale } from '@dating/shared-contracts';
import { useShell } from '../../shell-context';
import { DisclosureMenu } from './disclosure-menu';
import { LANGUAGE_NAMES, visibleLocales } from '@dating/shared-contracts';

/**
 * Language dropdown, only when the visitor's country shows more than one locale.
 * Choosing asks the session layer to switch (it sets the cookie and tells the API).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { session, bus } = useShell();
  const settings = useObservable(session.facade.settings$, session.facade.snapshot().settings);
  const current = useObservable(session.facade.locale$, session.facade.snapshot().locale);
  const locales = visibleLocales(settings);
  if (locales.length < 2) return null;
  const currentName = isLocale(current) ? LANGUAGE_NAMES[current] : current;
  return (
    <DisclosureMenu
      label={<span aria-hidden="true">{current.toUpperCase()}</span>}
      buttonLabel={t('nav.language', { language: currentName })}
    >
      {(close) =>
        locales.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              aria-current={locale === current}
              onClick={() => {
                close();
                if (locale !== current) bus.emit({ type: 'locale/change-requested', locale });
              }}
            >
              {LANGUAGE_NAMES[locale]}
            </button>
          </li>
        ))
      }
    </DisclosureMenu>
  );
}
