import type { SessionUser } from '@dating/shared-contracts';
import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { panelStyle } from './form-styles';

/** What /login and /signup show someone who is logged in already: a way on. */
export function AlreadyLoggedIn({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <section css={panelStyle}>
      <h1>{t('login.loggedInTitle')}</h1>
      <p>{t('login.loggedInBody', { name: user.profile.name })}</p>
      <p>
        <Link to="/members">{t('login.toMembers')}</Link>
      </p>
    </section>
  );
}
