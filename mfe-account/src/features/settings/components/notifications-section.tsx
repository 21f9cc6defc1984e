import { useSessionUser, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { theme } from '@dating/shared-contracts';
import {
  NOTIFICATIONS_DISABLED_REASONS,
  NOTIFICATION_PREFERENCES,
} from '@dating/shared-contracts/api';
import { css } from '@emotion/react';
import { alertStyle } from '../../../components/form-styles';
import { outlineButtonStyle } from '../../../components/more-form-styles';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';
import { LoadState } from './load-state';
import { SwitchRow } from '../../../components/switch-row';
import { useUpdateUser } from '../../../lib/update-user';

const noticeStyle = css({
  display: 'grid',
  gap: 12,
  margin: '0 0 16px',
  padding: 16,
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.border}`,
  h3: { margin: 0, fontSize: 17 },
  p: { margin: 0 },
});

/**
 * Why no e-mail notification goes out (a bounce, a spam complaint, an unsubscribe: the
 * member's `notifications_disabled`), with the button that switches them on again.
 */
function EmailNotificationsOff() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const user = useSessionUser();
  const enable = useUpdateUser();
  const reasons = (user?.notifications_disabled ?? []).filter((reason) =>
    (NOTIFICATIONS_DISABLED_REASONS as readonly string[]).includes(reason),
  );
  if (enable.isSuccess) {
    return <p role="status">{t('settings.notifications.enabledAgain')}</p>;
  }
  // The list also names categories a mail's link switched off: the switches below show those.
  if (reasons.length === 0) return null;
  return (
    <div css={noticeStyle} role="group" aria-labelledby="settings-email-off-title">
      <h3 id="settings-email-off-title">{t('settings.notifications.offTitle')}</h3>
      {reasons.map((reason) => (
        <p key={reason}>{t(`settings.notifications.offReason.${reason}`)}</p>
      ))}
      {enable.isError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(enable.error)}
        </p>
      )}
      <button
        type="button"
        css={outlineButtonStyle}
        disabled={enable.isPending}
        onClick={() => enable.mutate({ email_notifications: true })}
      >
        {t('settings.notifications.enableAgain')}
      </button>
    </div>
  );
}

/** Mail and push notifications: each switch is saved as soon as it is flipped. */
export function NotificationsSection() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  return (
    <section aria-labelledby="settings-notifications-title" aria-busy={preferences.isPending}>
      <h2 id="settings-notifications-title">{t('settings.notifications.title')}</h2>
      <p>{t('settings.notifications.intro')}</p>
      <EmailNotificationsOff />
      <LoadState query={preferences} failedText={t('settings.notifications.loadFailed')} />
      {update.isError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(update.error)}
        </p>
      )}
      {preferences.data && (
        <>
          {NOTIFICATION_PREFERENCES.map((key) => (
            <SwitchRow
              key={key}
              id={`notification-${key}`}
              label={t(`settings.notifications.${key}`)}
              checked={
                update.isPending && update.variables[key] !== undefined
                  ? update.variables[key]
                  : preferences.data.preferences[key]
              }
              disabled={update.isPending}
              onChange={(checked) => update.mutate({ [key]: checked })}
            />
          ))}
          {update.isSuccess && <p role="status">{t('settings.saved')}</p>}
        </>
      )}
    </section>
  );
}
