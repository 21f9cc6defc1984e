import { useSessionSettings, useSessionUser, useTranslation } from '@dating/platform';
import { Link, Navigate } from '@dating/platform/router';
import { AlreadyLoggedIn } from '../../../components/already-logged-in';
import { panelStyle } from '../../../components/form-styles';
import { signupClosedFor, useTrafficSource } from '../lib/traffic-source';
import { SignupProgress } from './signup-progress';
import { SignupForm } from './signup-form';
import { SignupRefusal } from './signup-refusal';
// The texts it reads in the account namespace: its route adds them as it loads (0182).
export { SIGNUP_TEXTS } from '../../../screen-locales/signup';

/**
 * /signup: step 1 of signup (the account), the same form as the signup modal. A member whose
 * signup is unfinished goes on at /complete-signup, as does a new one right after this step.
 */
export function SignupScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const settings = useSessionSettings();
  const source = useTrafficSource();

  if (user?.signup_step != null) return <Navigate to="/complete-signup" replace />;
  if (user) return <AlreadyLoggedIn user={user} />;

  return (
    <section css={panelStyle}>
      <h1>{t('areas.signup')}</h1>
      {signupClosedFor(settings, source) ? (
        <SignupRefusal />
      ) : (
        <>
          <SignupProgress current={1} />
          <SignupForm />
          <p>
            {t('signup.haveAccount')} <Link to="/login">{t('signup.login')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
