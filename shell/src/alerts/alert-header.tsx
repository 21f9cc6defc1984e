import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDefinition } from '@dating/shared-contracts';
import { AppLink } from '../layout/app-link';
import { useShell } from '../shell-context';
import { AlertBox } from './alert-box';
import { visibleAlerts } from './alert-rules';
import { dismiss, isDismissed, type DismissalName } from './dismissals';
import { TimeBonusBanner } from './time-bonus-banner';
import { useSessionValues } from './use-session-values';

const inlineButtonStyle = css({
  padding: '2px 0',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** Asks the browser for permission; the push feature subscribes once it is granted. */
async function askPushPermission(): Promise<'granted' | 'denied' | 'default'> {
  if (typeof Notification === 'undefined') return 'denied';
  return Notification.requestPermission();
}

/** The alert header of the default layout (spec section 2, "Default layout, in order"). */
export function AlertHeader({ route }: { route: RouteDefinition | null }) {
  const { t } = useTranslation('alerts');
  const { session } = useShell();
  const { user, timeBonus, pushState } = useSessionValues();
  // Re-render after a dismissal; the dismissal itself lives in localStorage.
  const [, setDismissed] = useState(0);
  const close = (name: DismissalName) => () => {
    dismiss(name);
    setDismissed((count) => count + 1);
  };
  // Once asked, the offer goes for this visit: a denial sets the push state, a grant
  // leaves the subscription to the push feature, which then reports 'subscribed'.
  const [pushAsked, setPushAsked] = useState(false);
  const enablePush = async () => {
    const permission = await askPushPermission();
    if (permission === 'denied') session.pushState$.next('denied');
    if (permission !== 'default') setPushAsked(true);
  };

  const alerts = visibleAlerts({
    routeName: route?.name ?? null,
    membersArea: route?.membersArea ?? false,
    user,
    timeBonus,
    pushState,
    isDismissed,
  }).filter((name) => !(pushAsked && name === 'push'));
  if (alerts.length === 0) return null;
  return (
    <div data-testid="alert-header">
      {alerts.map((name) => {
        switch (name) {
          case 'timeBonus':
            return <TimeBonusBanner key={name} bonus={timeBonus} />;
          case 'activation':
            return (
              <AlertBox key={name} label={t('activation.title')} tone="warning">
                <strong>{t('activation.title')}</strong> {t('activation.body')}
              </AlertBox>
            );
          case 'photo':
            return (
              <AlertBox key={name} label={t('photo.title')} tone="warning" onDismiss={close(name)}>
                {t('photo.body')} <AppLink href="/profile">{t('photo.link')}</AppLink>
              </AlertBox>
            );
          case 'push':
            return (
              <AlertBox key={name} label={t('push.title')} tone="success" onDismiss={close(name)}>
                {t('push.body')}{' '}
                <button type="button" css={inlineButtonStyle} onClick={() => void enablePush()}>
                  {t('push.enable')}
                </button>
              </AlertBox>
            );
          case 'notificationsDisabled':
            return (
              <AlertBox
                key={name}
                label={t('notificationsDisabled.title')}
                tone="danger"
                onDismiss={close(name)}
              >
                {t('notificationsDisabled.body')}{' '}
                <AppLink href="/notifications">{t('notificationsDisabled.link')}</AppLink>
              </AlertBox>
            );
        }
      })}
    </div>
  );
}
