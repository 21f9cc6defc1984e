import { useRemoteProps } from '@dating/platform';
import {
  LANGUAGE_NAMES,
  theme,
  useApiErrorMessage,
  type SessionUser,
} from '@dating/shared-contracts';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { alertStyle } from '../../../components/form-styles';
import { useUpdateUser } from '../api/update-user';
import { SwitchRow } from './switch-row';

/** Each language in its own name, so anyone finds theirs whatever the page's language. */
const LANGUAGES = Object.entries(LANGUAGE_NAMES);

const selectStyle = css({
  display: 'grid',
  gap: 6,
  label: { fontWeight: 600 },
  select: {
    minHeight: 48,
    padding: '10px 12px',
    fontSize: 16,
    fontFamily: 'inherit',
    border: `1px solid ${theme.colors.textMuted}`,
    borderRadius: theme.radius,
    color: theme.colors.text,
    background: theme.colors.surface,
    '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 1 },
  },
});

/** Invisible mode (saved at once) and the language (the shell switches and saves it). */
export function PrivacySection({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const { bus } = useRemoteProps();
  const errorMessage = useApiErrorMessage();
  const update = useUpdateUser();
  const invisible = update.isPending
    ? (update.variables.invisible ?? user.invisible)
    : user.invisible;

  return (
    <section aria-labelledby="settings-privacy-title">
      <h2 id="settings-privacy-title">{t('settings.privacy.title')}</h2>
      {update.isError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(update.error)}
        </p>
      )}
      <SwitchRow
        id="settings-invisible"
        label={t('settings.privacy.invisible')}
        checked={invisible}
        disabled={update.isPending}
        onChange={(checked) => update.mutate({ invisible: checked })}
      />
      <p>{t('settings.privacy.invisibleHint')}</p>
      <div css={selectStyle}>
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
