import { useApiErrorMessage } from '@dating/shared-contracts';
import type { NotificationPreferences } from '@dating/shared-contracts/api';
import { useTranslation } from 'react-i18next';
import { alertStyle } from '../../../components/form-styles';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';
import { LoadState } from './load-state';
import { SwitchRow } from './switch-row';

/** The eight preferences of spec section 3, in its order. */
const PREFERENCES: readonly (keyof NotificationPreferences)[] = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
];

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
      <LoadState query={preferences} failedText={t('settings.notifications.loadFailed')} />
      {update.isError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(update.error)}
        </p>
      )}
      {preferences.data && (
        <>
          {PREFERENCES.map((key) => (
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
