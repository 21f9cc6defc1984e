import { css } from '@emotion/react';
import { useState } from 'react';
import { useObservable, useTranslation } from '@dating/platform';
import type { RouteDefinition } from '@dating/shared-contracts';
import { AppLink } from '../layout/app-link';
import type { PushOutcome } from '../push/push-controller';
import { pushAlertHeld$ } from '../prompts/push-alert-hold';
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

/** The alert header of the default layout: its alerts in `visibleAlerts` order. */
export function AlertHeader({ route }: { route: RouteDefinition | null }) {
  const { t } = useTranslation('alerts');
  const { push } = useShell();
  const { user, timeBonus, pushState } = useSessionValues();
  // Re-render after a dismissal; the dismissal itself lives in localStorage.
  const [, setDismissed] = useState(0);
  const close = (name: DismissalName) => () => {
    dismiss(name);
    setDismissed((count) => count + 1);
  };
  // Once answered, the offer goes for this visit: the push feature sets the push state
  // (subscribed, denied); a failed subscription says so instead of pretending.
  const [pushOutcome, setPushOutcome] = useState<PushOutcome | null>(null);
  const pushAsked = pushOutcome !== null && pushOutcome !== 'dismissed';
  // One prompt at a time: the push offer waits for the modals (docs/decisions/0142).
  const pushHeld = useObservable(pushAlertHeld$, pushAlertHeld$.value);
  const [failureClosed, setFailureClosed] = useState(false);
  const enablePush = async () => {
    setFailureClosed(false);
    setPushOutcome(await push.enable());
  };

  const alerts = visibleAlerts({
    routeName: route?.name ?? null,
    membersArea: route?.membersArea ?? false,
    user,
    timeBonus,
    pushState,
    isDismissed,
  }).filter((name) => !((pushAsked || pushHeld) && name === 'push'));
  const pushFailed = pushOutcome === 'failed' && !failureClosed && user !== null;
  if (alerts.length === 0 && !pushFailed) return null;
  return (
    <div data-testid="alert-header">
      {alerts.map((name) => {
        switch (name) {
          case 'timeBonus':
            return <TimeBonusBanner key={name} bonus={timeBonus} />;
          case 'decision':
            return (
              <AlertBox key={name} label={t('decision.title')} tone="danger">
                <strong>{t('decision.title')}</strong> {t('decision.body')}{' '}
                <AppLink href="/decisions">{t('decision.link')}</AppLink>
              </AlertBox>
            );
          case 'activation':
            return (
              <AlertBox key={name} label={t('activation.title')} tone="warning">
                <strong>{t('activation.title')}</strong> {t('activation.body')}
              </AlertBox>
            );
          case 'photo':
            return (
              <AlertBox key={name} label={t('photo.title')} tone="warning" onDismiss={close(name)}>
                {t('photo.body')} <AppLink href="/profile#photos">{t('photo.link')}</AppLink>
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
      {pushFailed && (
        <AlertBox
          label={t('push.failedTitle')}
          tone="danger"
          onDismiss={() => setFailureClosed(true)}
        >
          {t('push.failed')}
        </AlertBox>
      )}
    </div>
  );
}
