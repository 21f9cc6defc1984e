import type { StaffMe } from '@dating/shared-contracts/api';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { InboxScreen } from '../features/inbox';
import { ItemScreen } from '../features/item';
import { SignInScreen } from '../features/sign-in';
import { ITEM_PATH, inboxPath } from '../lib/paths';
import { holdsRole, useSession } from '../lib/session';
import { alertStyle, primaryButtonStyle } from '../lib/styles';
import { Link } from 'react-router';
import { AppFrame } from './app-frame';
import { NoRolesScreen } from './no-roles-screen';

function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('app.notFound')}</h1>
      <Link to={inboxPath()}>{t('app.toInbox')}</Link>
    </>
  );
}

/** The screens the roles allow; a role without screens in this build sees that said. */
function AppRoutes({ me }: { me: StaffMe }) {
  if (!holdsRole(me, 'moderator')) return <NoRolesScreen roles={me.roles} />;
  return (
    <Routes>
      <Route index element={<InboxScreen />} />
      <Route path="inbox" element={<InboxScreen />} />
      <Route path={ITEM_PATH} element={<ItemScreen />} />
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
