import { useRemoteProps, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { SIGNUP_STEPS, type SessionUser } from '@dating/shared-contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { alertStyle } from '../../../components/form-styles';
import { WithOwnProfile } from '../../own-profile/components/with-own-profile';
import { useSaveSignupStep } from '../api/signup-step';
import { SIGNUP_NS } from '../signup-namespace';
import { SignupProgress } from './signup-progress';
import { AboutStep } from './steps/about-step';
import { ConfirmEmailStep } from './steps/confirm-email-step';
import { LocationStep } from './steps/location-step';
import { PersonalInfoStep } from './steps/personal-info-step';
import { PhotoStep } from './steps/photo-step';
import { PushStep } from './steps/push-step';
import { StepHeading } from './steps/step-heading';
import type { StepProps } from './steps/step-actions';

const LAST_STEP = SIGNUP_STEPS.length;
// A layout's display would beat the hidden attribute's: a hidden step stays hidden.
const stepStyle = { display: 'grid', gap: 16, '&[hidden]': { display: 'none' } } as const;
const titleId = (step: number) => `signup-step-${step}-title`;

/** Where the journey ends: the inviting member's profile, else the first suggestions to like. */
export const journeyEnd = (user: SessionUser) =>
  user.invited_by ? `/members/${user.invited_by}` : '/signup-matches';

/**
 * Steps 2 to 7 of signup. Each move is saved on the server first (the member resumes there,
 * on any device); a step once shown stays mounted while hidden, so Back and Next keep what
 * was typed but not saved. After the last step the journey ends at `journeyEnd`.
 */
export function SignupSteps({ user }: { user: SessionUser }) {
  const { t } = useTranslation(SIGNUP_NS);
  const errorMessage = useApiErrorMessage();
  const { bus, navigate } = useRemoteProps();
  const save = useSaveSignupStep();
  const [current, setCurrent] = useState(user.signup_step ?? 2);
  const [shown, setShown] = useState<readonly number[]>([current]);
  const moved = useRef(false);

  useEffect(() => {
    // The step that appears after a move gets the focus; the first one keeps the page's.
    if (moved.current) document.getElementById(titleId(current))?.focus();
  }, [current]);

  async function goTo(step: number) {
    if (!(await save.submit(step))) return;
    moved.current = true;
    setShown((steps) => (steps.includes(step) ? steps : [...steps, step]));
    setCurrent(step);
  }

  async function finish() {
    if (!(await save.submit(null))) return;
    bus.emit({ type: 'signup/completed' });
    navigate(journeyEnd(user));
  }

  const render = (step: number): ReactNode => {
    const props: StepProps = {
      titleId: titleId(step),
      onNext: () => void (step === LAST_STEP ? finish() : goTo(step + 1)),
      // Step 1, the account, is done: there is no way back into it.
      onBack: step > 2 ? () => void goTo(step - 1) : undefined,
      moving: save.state.status === 'submitting',
    };
    switch (SIGNUP_STEPS[step - 1]) {
      case 'photo':
        return <PhotoStep {...props} />;
      case 'location':
        return <WithOwnProfile>{(p) => <LocationStep {...props} profile={p} />}</WithOwnProfile>;
      case 'personal':
        return (
          <WithOwnProfile>{(p) => <PersonalInfoStep {...props} profile={p} />}</WithOwnProfile>
        );
      case 'about':
        return <WithOwnProfile>{(p) => <AboutStep {...props} profile={p} />}</WithOwnProfile>;
      case 'push':
        return <PushStep {...props} />;
      default:
        return <ConfirmEmailStep {...props} user={user} />;
    }
  };

  return (
    <>
      <h1>{t('title')}</h1>
      <SignupProgress current={current} />
      {save.state.status === 'error' && (
        <p role="alert" css={alertStyle}>
          {errorMessage(save.state.error)}
        </p>
      )}
      {shown.map((step) => (
        <div key={step} hidden={step !== current} css={stepStyle}>
          <StepHeading id={titleId(step)} step={SIGNUP_STEPS[step - 1]!} />
          {render(step)}
        </div>
      ))}
    </>
  );
}
