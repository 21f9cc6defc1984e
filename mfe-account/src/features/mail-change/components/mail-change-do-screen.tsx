import { useSessionUser, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { isApiError } from '@dating/shared-contracts';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@dating/platform/router';
import { alertStyle, panelStyle, primaryButtonStyle } from '../../../components/form-styles';
import { linkButtonStyle } from '../../../components/more-form-styles';
import { LinkExpired } from '../../../components/link-expired';
import { useConfirmMailChange } from '../api/confirm-mail-change';
// The texts it reads in the account namespace: its route adds them as it loads (0182).
export { MAIL_CHANGE_TEXTS } from '../../../screen-locales/mail-change';

/**
 * /mail-change/do?token=…: the link in the mail to the new address. Confirms on arrival
 * (logged in or not) and says how it went.
 */
export function MailChangeDoScreen() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const loggedIn = useSessionUser() !== null;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { state, submit } = useConfirmMailChange();
  // A token is used up by its first confirmation: ask once, not again on a re-mount.
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    void submit({ token });
    // Only the token of the page starts a confirmation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const next = loggedIn
    ? { to: '/notifications', label: t('mailChange.toSettings') }
    : { to: '/login', label: t('mailChange.toLogin') };

  if (
    !token ||
    (state.status === 'error' && isApiError(state.error) && state.error.code === 'link_expired')
  ) {
    return (
      <LinkExpired
        title={t('mailChange.title')}
        retryTo={loggedIn ? '/notifications' : '/login'}
        retryLabel={loggedIn ? t('mailChange.requestNew') : t('mailChange.toLogin')}
      />
    );
  }

  if (state.status === 'error') {
    return (
      <section css={panelStyle}>
        <h1>{t('mailChange.errorTitle')}</h1>
        <p role="alert" css={alertStyle}>
          {errorMessage(state.error)}
        </p>
        <button type="button" css={primaryButtonStyle} onClick={() => void submit({ token })}>
          {t('mailChange.retry')}
        </button>
        <p>
          <Link to={next.to}>{next.label}</Link>
        </p>
        <p>
          <Link to="/">{t('mailChange.toHome')}</Link>
        </p>
      </section>
    );
  }

  if (state.status === 'success') {
    return (
      <section css={panelStyle}>
        <h1>{t('mailChange.doneTitle')}</h1>
        <p role="status">{t('mailChange.doneBody')}</p>
        <Link to={next.to} css={linkButtonStyle}>
          {next.label}
        </Link>
      </section>
    );
  }

  return (
    <section css={panelStyle} aria-busy="true">
      <h1>{t('mailChange.title')}</h1>
      <p role="status">{t('mailChange.checking')}</p>
    </section>
  );
}
