import { theme } from '@dating/shared-contracts';
import type { SessionInfo } from '@dating/shared-contracts/api';
import { css } from '@emotion/react';
import type { TFunction } from 'i18next';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { alertStyle, primaryButtonStyle } from '../../../components/form-styles';
import { outlineButtonStyle } from '../../../components/more-form-styles';
import { useEndSessions, useSessions } from '../api/sessions';
import { formatDateTime } from '../lib/format-date';
import { SETTINGS_NS } from '../settings-texts';
import { LoadState } from './load-state';

const listStyle = css({
  display: 'grid',
  gap: 12,
  margin: '0 0 16px',
  padding: 0,
  listStyle: 'none',
  li: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 12,
    padding: 12,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius,
  },
  p: { margin: 0 },
  'p + p': { color: theme.colors.textMuted, fontSize: 15 },
});
const badgeStyle = css({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  margin: '2px 0 2px 8px',
  padding: '2px 8px',
  borderRadius: 12,
  background: theme.colors.secondary,
  color: theme.colors.onFill,
  fontSize: 14,
  fontWeight: 600,
});

/** "Chrome on Android", or what little the user agent told. */
export function deviceName(session: SessionInfo, t: TFunction): string {
  if (session.browser && session.os)
    return t('sessions.device', { browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? t('sessions.unknownDevice');
}

/** The member's sessions: where and since when, sign out one or all other ones. */
export function SessionsSection() {
  const { t, i18n } = useTranslation(SETTINGS_NS);
  const errorMessage = useApiErrorMessage();
  const sessions = useSessions();
  const end = useEndSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);

  return (
    <section aria-labelledby="settings-sessions-title" aria-busy={sessions.isPending}>
      <h2 id="settings-sessions-title">{t('sessions.title')}</h2>
      <p>{t('sessions.intro')}</p>
      <LoadState query={sessions} failedText={t('sessions.loadFailed')} />
      {end.isError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(end.error)}
        </p>
      )}
      {sessions.data && (
        <>
          <ul css={listStyle}>
            {list.map((session) => {
              const name = deviceName(session, t);
              return (
                <li key={session.id}>
                  <div>
                    <p>
                      <strong>{name}</strong>
                      {session.current && <span css={badgeStyle}>{t('sessions.thisDevice')}</span>}
                    </p>
                    <p>
                      {t('sessions.started', {
                        date: formatDateTime(session.created_at, i18n.language),
                      })}
                    </p>
                    <p>
                      {t('sessions.lastSeen', {
                        date: formatDateTime(session.last_seen_at, i18n.language),
                      })}
                    </p>
                  </div>
                  {!session.current && (
                    <button
                      type="button"
                      css={outlineButtonStyle}
                      disabled={end.isPending}
                      aria-label={t('sessions.signOutDevice', { device: name })}
                      onClick={() => end.mutate(session.id)}
                    >
                      {t('sessions.signOut')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length > 0 ? (
            <button
              type="button"
              css={primaryButtonStyle}
              disabled={end.isPending}
              onClick={() => end.mutate('others')}
            >
              {t('sessions.signOutOthers')}
            </button>
          ) : (
            <p>{t('sessions.onlyThis')}</p>
          )}
          {end.isSuccess && <p role="status">{t('sessions.signedOut')}</p>}
        </>
      )}
    </section>
  );
}
