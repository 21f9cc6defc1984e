import { css } from '@emotion/react';
import { isApiError } from '@dating/shared-contracts';
import { staffSessionEndpoints, type StaffMe } from '@dating/shared-contracts/api';
import { mediaUp, theme } from '@dating/shared-contracts/theme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { UndoToast } from '../features/item';
import { useStaffApi } from '../lib/api-context';
import { INBOX_PATH } from '../lib/paths';
import { endSession } from '../lib/session';
import { AUTHENTICATION_REQUIRED, callWithoutAnswer } from '../lib/staff-api';
import { alertStyle, secondaryButtonStyle } from '../lib/styles';
import { LanguageSwitch } from './language-switch';
import { areasOf } from './screens';

const { colors } = theme;

const headerStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  padding: '8px 16px',
  background: colors.surface,
  borderBottom: `1px solid ${colors.border}`,
  [mediaUp('md')]: { padding: '8px 24px' },
});

const titleStyle = css({
  margin: 0,
  marginRight: 'auto',
  fontSize: 20,
  fontWeight: 700,
  color: colors.secondary,
});

const whoStyle = css({
  margin: 0,
  fontSize: 14,
  color: colors.textMuted,
  strong: { color: colors.text },
});

const navStyle = css({
  background: colors.surface,
  borderBottom: `1px solid ${colors.border}`,
  padding: '0 16px',
  ul: { display: 'flex', gap: 8, margin: 0, padding: 0, listStyle: 'none' },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: '0 12px',
    fontWeight: 600,
    color: colors.text,
    textDecoration: 'none',
    borderBottom: '4px solid transparent',
  },
  'a[aria-current="page"]': { borderBottomColor: colors.primary, color: colors.secondary },
  [mediaUp('md')]: { padding: '0 24px' },
});

const mainStyle = css({
  // Room below the last control for the undo toast, which floats over the page's foot.
  padding: '16px 16px 64px',
  maxWidth: 1280,
  margin: '0 auto',
  [mediaUp('md')]: { padding: '24px 24px 64px' },
});

const skipStyle = css({
  position: 'absolute',
  left: 8,
  top: -64,
  padding: '12px 16px',
  background: colors.surface,
  color: colors.secondary,
  zIndex: 10,
  '&:focus': { top: 8 },
});

function SignOut() {
  const { t } = useTranslation();
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => callWithoutAnswer(api, staffSessionEndpoints.logout),
    onSettled: (_answer, error) => {
      // A session that had ended already is as good as signed out.
      if (error && !(isApiError(error) && error.code === AUTHENTICATION_REQUIRED)) return;
      endSession(queryClient);
      navigate(INBOX_PATH);
    },
  });
  return (
    <>
      <button
        type="button"
        css={secondaryButtonStyle}
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {t(signOut.isPending ? 'app.signingOut' : 'app.signOut')}
      </button>
      {signOut.isError && (
        <p role="alert" css={alertStyle}>
          {t('app.signOutFailed')}
        </p>
      )}
    </>
  );
}

/**
 * The page around every screen: the header (the console's name, who is signed in with their
 * roles, the language, sign out), the navigation the roles allow, and the main landmark.
 * Without a session it shows the name and the language only (the sign-in screen).
 */
export function AppFrame({ me, children }: { me: StaffMe | null; children: ReactNode }) {
  const { t } = useTranslation();
  const roles = me?.roles.length
    ? me.roles.map((role) => t(`roles.${role}`)).join(', ')
    : t('roles.none');
  return (
    <>
      <a href="#main" css={skipStyle}>
        {t('app.skipToMain')}
      </a>
      <header css={headerStyle}>
        <p css={titleStyle}>{t('app.name')}</p>
        {me && (
          <p css={whoStyle}>
            <strong>{t('app.staffMember', { name: me.name })}</strong>
            <br />
            {t('app.rolesLabel')}: {roles}
          </p>
        )}
        <LanguageSwitch />
        {me && <SignOut />}
      </header>
      {me && areasOf(me).length > 0 && (
        <nav css={navStyle} aria-label={t('app.navigation')}>
          <ul>
            {areasOf(me).map((area) => (
              <li key={area.nav.to}>
                <NavLink to={area.nav.to} end={area.nav.to === '/'}>
                  {t(area.nav.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main id="main" tabIndex={-1} css={mainStyle}>
        {children}
      </main>
      {me && <UndoToast />}
    </>
  );
}
