import { Link, useSearchParams } from '@dating/platform/router';
import { useState } from 'react';
import { useTranslation } from '@dating/platform';
import { useErrorText } from '@dating/platform/error-texts';
import { EmailRequestForm } from '../../../components/email-request-form';
import { alertStyle, panelStyle } from '../../../components/form-styles';
import { linkButtonStyle } from '../../../components/more-form-styles';
import { useRequestReactivation } from '../api/request-reactivation';
// The texts it reads in the account namespace: its route adds them as it loads (0182).
export { ACCOUNT_DELETED_TEXTS } from '../../../screen-locales/account-deleted';

/**
 * /account-deleted: where deleting ends. The mail's reactivation link works for 14 days; a
 * link that no longer works comes back here with ?error=link_expired, and anyone can ask for
 * a new link (the answer does not say whether the address had an account).
 */
export function AccountDeletedScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const { state, submit } = useRequestReactivation();
  const [email, setEmail] = useState('');
  const linkFailed = params.get('error') === 'link_expired';

  return (
    <section css={panelStyle}>
      <h1>{t('accountDeleted.title')}</h1>
      {linkFailed && (
        <p role="alert" css={alertStyle}>
          {errorText('link_expired')}
        </p>
      )}
      <p>{t('accountDeleted.body')}</p>
      <p>{t('accountDeleted.reactivate')}</p>
      <h2>{t('accountDeleted.newLinkTitle')}</h2>
      {state.status === 'success' ? (
        <p role="status">{t('accountDeleted.sent', { email: email.trim() })}</p>
      ) : (
        <EmailRequestForm
          id="reactivate-email"
          label={t('accountDeleted.email')}
          submitLabel={t('accountDeleted.send')}
          submittingLabel={t('accountDeleted.sending')}
          email={email}
          onEmailChange={setEmail}
          state={state}
          onSubmit={(address) => void submit({ email: address })}
        />
      )}
      <Link to="/" css={linkButtonStyle}>
        {t('accountDeleted.toHome')}
      </Link>
    </section>
  );
}
