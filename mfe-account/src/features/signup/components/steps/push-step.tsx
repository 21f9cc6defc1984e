import { useObservable, useRemoteProps, useTranslation } from '@dating/platform';
import type { PushEnableOutcome } from '@dating/shared-contracts';
import { theme } from '@dating/shared-contracts';
import { useEffect, useState } from 'react';
import { primaryButtonStyle } from '../../../../components/form-styles';
import { SIGNUP_NS } from '../../signup-namespace';
import { StepActions, type StepProps } from './step-actions';

const noticeStyle = { margin: 0, fontWeight: 600, color: theme.colors.secondary };

/**
 * Step 6: the push prompt. The shell owns push (permission, subscription, the server's link),
 * so the step asks it on the bus and shows the outcome; "Later" skips, and a browser that
 * cannot push or refused it is told so and goes on.
 */
export function PushStep(step: StepProps) {
  const { t } = useTranslation(SIGNUP_NS);
  const { bus, session } = useRemoteProps();
  const pushState = useObservable(session.pushState$, session.snapshot().pushState);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<PushEnableOutcome | null>(null);

  useEffect(() => {
    const settled = bus.on('push/settled').subscribe(({ outcome: ended }) => {
      if (ended === 'unsubscribed') return; // turning push off is not this step's question
      setAsking(false);
      setOutcome(ended);
    });
    return () => settled.unsubscribe();
  }, [bus]);

  const enable = () => {
    setAsking(true);
    setOutcome(null);
    bus.emit({ type: 'push/enable-requested' });
  };

  // Only an open question offers the button: the others can only go on.
  const open = pushState === 'unknown';
  const said = outcome === 'dismissed' || outcome === 'failed' ? outcome : pushState;
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <p role="status" css={noticeStyle}>
        {said !== 'unknown' ? t(`steps.push.state.${said}`) : ''}
      </p>
      {open && (
        <button type="button" css={primaryButtonStyle} onClick={enable} disabled={asking}>
          {asking ? t('steps.push.asking') : t('steps.push.enable')}
        </button>
      )}
      <StepActions
        onBack={step.onBack}
        onLater={open ? step.onNext : undefined}
        next={open ? undefined : step.onNext}
        busy={step.moving || asking}
      />
    </div>
  );
}
