import { useRemoteProps, useTranslation } from '@dating/platform';
import { LANGUAGE_NAMES, type SessionUser } from '@dating/shared-contracts';
import { selectFieldStyle } from '../../../components/more-form-styles';
import { InvisibleSwitch } from '../../../components/invisible-switch';

/** Each language in its own name, so anyone finds theirs whatever the page's language. */
const LANGUAGES = Object.entries(LANGUAGE_NAMES);

/** Invisible mode (saved at once) and the language (the shell switches and saves it). */
export function PrivacySection({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const { bus } = useRemoteProps();

  return (
    <section aria-labelledby="settings-privacy-title">
      <h2 id="settings-privacy-title">{t('settings.privacy.title')}</h2>
      <InvisibleSwitch user={user} id="settings-invisible" />
      <div css={selectFieldStyle}>
        <label htmlFor="settings-language">{t('settings.privacy.language')}</label>
        <select
          id="settings-language"
          value={i18n.language}
          onChange={(event) =>
            bus.emit({ type: 'locale/change-requested', locale: event.target.value })
          }
        >
          {LANGUAGES.map(([code, name]) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
