import type { StaffMe } from '@dating/shared-contracts/api';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { Link } from 'react-router';
import { SignInScreen } from '../features/sign-in';
import { useSession } from '../lib/session';
import { alertStyle, primaryButtonStyle } from '../lib/styles';
import { AppFrame } from './app-frame';
import { NoRolesScreen } from './no-roles-screen';
import { areasOf } from './screens';

function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('app.notFound')}</h1>
      <Link to="/">{t('app.toStart')}</Link>
    </>
  );
}

/** The screens the roles allow; a role without screens in this build sees that said. */
function AppRoutes({ me }: { me: StaffMe }) {
  const areas = areasOf(me);
  const [first] = areas;
  if (!first) return <NoRolesScreen roles={me.roles} />;
  return (
    <Routes>
      <Route index element={first.routes[0]!.element} />
      {areas.flatMap((area) =>
        area.routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        )),
      )}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/**
 * The console: who is signed in decides what shows. Without a session the sign-in screen
 * takes the page at the address asked for, so signing in lands where the staff member was
 * going (or was when the session ended).
 */
export function StaffConsole() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isPending) {
    return (
      <AppFrame me={null}>
        <p role="status">{t('app.loading')}</p>
      </AppFrame>
    );
  }
  if (session.isError) {
    return (
      <AppFrame me={null}>
        <p role="alert" css={alertStyle}>
          {t('app.loadFailed')}
        </p>
        <button type="button" css={primaryButtonStyle} onClick={() => void session.refetch()}>
          {t('app.retry')}
        </button>
      </AppFrame>
    );
  }
  const me = session.data;
  return <AppFrame me={me}>{me ? <AppRoutes me={me} /> : <SignInScreen />}</AppFrame>;
}
