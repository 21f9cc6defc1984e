import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { mediaUp, theme, useObservable } from '@dating/shared-contracts';
import { useShell } from '../shell-context';
import { AppLink } from './app-link';

const barStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  background: theme.colors.primary,
  color: '#fff',
  a: {
    color: '#fff',
    textDecoration: 'none',
    padding: '8px 6px',
    borderRadius: 4,
    fontWeight: 600,
  },
  'a:focus-visible, button:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
  ul: { display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', margin: 0, padding: 0 },
  [mediaUp('md')]: { padding: '8px 24px', gap: 16 },
});

const buttonStyle = css({
  marginLeft: 'auto',
  padding: '8px 14px',
  borderRadius: theme.radius,
  border: '2px solid #fff',
  background: 'transparent',
  color: '#fff',
  fontSize: 15,
  fontWeight: 600,
  cursor: 'pointer',
});

export function TopNav() {
  const { t } = useTranslation();
  const { session, bus } = useShell();
  const user = useObservable(session.facade.user$, session.facade.snapshot().user);
  return (
    <header css={barStyle}>
      <AppLink href="/" css={{ fontSize: 20 }}>
        {t('brand')}
      </AppLink>
      <nav aria-label={t('nav.label')}>
        <ul>
          <li>
            <AppLink href="/members">{t('nav.members')}</AppLink>
          </li>
          {user && (
            <>
              <li>
                <AppLink href="/chats">{t('nav.messages')}</AppLink>
              </li>
              <li>
                <AppLink href="/likes">{t('nav.likes')}</AppLink>
              </li>
              <li>
                <AppLink href={user.paid_user ? '/credits' : '/premium'}>
                  {user.paid_user ? t('nav.credits', { count: user.credits }) : t('nav.premium')}
                </AppLink>
              </li>
            </>
          )}
        </ul>
      </nav>
      {user ? (
        <button
          type="button"
          css={buttonStyle}
          onClick={() => bus.emit({ type: 'auth/logout-requested' })}
        >
          {t('nav.logout')}
        </button>
      ) : (
        <AppLink href="/login" css={[buttonStyle, { marginLeft: 'auto' }]}>
          {t('nav.login')}
        </AppLink>
      )}
    </header>
  );
}
