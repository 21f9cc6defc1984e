import { useRemoteProps, useSessionUser } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import { AlreadyLoggedIn } from '../../../components/already-logged-in';
import { panelStyle } from '../../../components/form-styles';
import { SignupForm } from './signup-form';

/** /signup: the same form as the signup modal, or a way on for a member. */
export function SignupScreen() {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const user = useSessionUser();

  // Right after signing up the user is set too; the form navigates on from there.
  if (user) return <AlreadyLoggedIn user={user} />;

  return (
    <section css={panelStyle}>
      <h1>{t('areas.signup')}</h1>
      <SignupForm onSignedUp={() => navigate('/signup-matches')} />
      <p>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.login')}</Link>
      </p>
    </section>
  );
}
