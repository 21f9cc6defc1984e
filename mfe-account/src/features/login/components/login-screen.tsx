import { useSessionUser, useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { AlreadyLoggedIn } from '../../../components/already-logged-in';
import { panelStyle } from '../../../components/form-styles';
import { LoginForm } from './login-form';

/** /login: the form, or a way on for someone who is already logged in. */
export function LoginScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();

  if (user) return <AlreadyLoggedIn user={user} />;

  return (
    <section css={panelStyle}>
      <h1>{t('login.title')}</h1>
      <LoginForm />
      <p>
        <Link to="/reset-password">{t('login.forgotPassword')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to="/signup">{t('login.signup')}</Link>
      </p>
    </section>
  );
}
