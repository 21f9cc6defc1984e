import { type PushState, useObservable, useRemoteProps, useTranslation } from '@dating/platform';
import type { PushSettledOutcome } from '@dating/shared-contracts';
import { useEffect, useState } from 'react';
import { alertStyle, primaryButtonStyle } from '../../../components/form-styles';
import { useForgetPushSubscription } from '../api/push-subscription';
import { SETTINGS_NS } from '../settings-texts';
import { SwitchRow } from '../../../components/switch-row';

/** What the section says after the shell answered, besides the switch's own position. */
const OUTCOME_TEXTS: Partial<Record<PushSettledOutcome, string>> = {
  failed: 'push.failed',
  dismissed: 'push.dismissed',
};

/**
 * Push notifications in this browser: the shell subscribes or unsubscribes it (push/…
 * events on the bus) and says how it went; turned off, the server forgets the browser's
 * subscription. A browser that cannot, or a member who blocked notifications, gets told
 * why the switch is missing and what to do.
 */
export function PushSection() {
  const { t } = useTranslation(SETTINGS_NS);
  const { session, bus } = useRemoteProps();
  const state: PushState = useObservable(session.pushState$, session.snapshot().pushState);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<PushSettledOutcome | null>(null);
  const forget = useForgetPushSubscription();
  const { mutate: forgetEndpoint } = forget;

  useEffect(() => {
    const settled = bus.on('push/settled').subscribe((event) => {
      setPending(false);
      setOutcome(event.outcome);
      if (event.outcome === 'unsubscribed' && event.endpoint) forgetEndpoint(event.endpoint);
    });
    return () => settled.unsubscribe();
  }, [bus, forgetEndpoint]);

  const change = (on: boolean) => {
    setPending(true);
    setOutcome(null);
    bus.emit({ type: on ? 'push/enable-requested' : 'push/disable-requested' });
  };
  const outcomeText = outcome ? OUTCOME_TEXTS[outcome] : undefined;

  return (
    <section aria-labelledby="settings-push-title">
      <h2 id="settings-push-title">{t('push.title')}</h2>
      {state === 'not-capable' && <p>{t('push.notCapable')}</p>}
      {state === 'denied' && <p>{t('push.denied')}</p>}
      {(state === 'subscribed' || state === 'unknown') && (
        <>
          <SwitchRow
            id="settings-push"
            label={t('push.label')}
            checked={pending ? !(state === 'subscribed') : state === 'subscribed'}
            disabled={pending}
            onChange={change}
          />
          <p>{t('push.hint')}</p>
        </>
      )}
      {pending && <p role="status">{t('push.working')}</p>}
      {outcomeText && (
        <p role="alert" css={outcome === 'failed' ? alertStyle : undefined}>
          {t(outcomeText)}
        </p>
      )}
      {outcome === 'subscribed' && <p role="status">{t('push.on')}</p>}
      {outcome === 'unsubscribed' && !forget.isError && <p role="status">{t('push.off')}</p>}
      {forget.isError && (
        <div role="alert" css={alertStyle}>
          <p>{t('push.forgetFailed')}</p>
          <button
            type="button"
            css={primaryButtonStyle}
            disabled={forget.isPending}
            onClick={() => forget.mutate(forget.variables)}
          >
            {t('push.retry')}
          </button>
        </div>
      )}
    </section>
  );
}
