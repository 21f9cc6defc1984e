import type { SessionUser } from '@dating/shared-contracts';
import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { alertStyle } from '../../../../components/form-styles';
import { secondaryButtonStyle } from '../../../../components/more-form-styles';
import { useResendActivation } from '../../api/resend-activation';
import { SIGNUP_NS } from '../../signup-namespace';
import { StepActions, type StepProps } from './step-actions';

/**
 * A sentence with one part in `<strong>` (the address the mail went to), drawn as React
 * elements: the text is never read as HTML, whatever the address holds.
 */
function SentTo({ text }: { readonly text: string }) {
  const [before, strong = '', ...after] = text.split(/<\/?strong>/);
  return (
    <>
      {before}
      <strong>{strong}</strong>
      {after.join('')}
    </>
  );
}

/**
 * Step 7: the e-mail confirmation. It says where the activation mail went, sends it again on
 * request, and points to the settings to fix a mistyped address. Finishing ends the steps;
 * the account itself is activated by the mail's link.
 */
export function ConfirmEmailStep({ user, ...step }: StepProps & { user: SessionUser }) {
  const { t } = useTranslation(SIGNUP_NS);
  const errorMessage = useApiErrorMessage();
  const resend = useResendActivation();
  const confirmed = user.status === 'active';

  return (
    <div css={{ display: 'grid', gap: 16, p: { margin: 0 } }}>
      {confirmed ? (
        <p>{t('steps.confirm.confirmed')}</p>
      ) : (
        <>
          <p>
            <SentTo text={t('steps.confirm.sent', { email: user.email })} />
          </p>
          <p>{t('steps.confirm.spam')}</p>
          <button
            type="button"
            css={secondaryButtonStyle}
            onClick={() => void resend.submit(undefined)}
            disabled={resend.state.status === 'submitting'}
          >
            {resend.state.status === 'submitting'
              ? t('steps.confirm.resending')
              : t('steps.confirm.resend')}
          </button>
          <p role="status">
            {resend.state.status === 'success'
              ? t('steps.confirm.resent', { email: user.email })
              : ''}
          </p>
          {resend.state.status === 'error' && (
            <p role="alert" css={alertStyle}>
              {errorMessage(resend.state.error)}
            </p>
          )}
          <p>
            {t('steps.confirm.wrongAddress')}{' '}
            <Link to="/notifications">{t('steps.confirm.changeAddress')}</Link>
          </p>
        </>
      )}
      <StepActions
        onBack={step.onBack}
        next={step.onNext}
        nextLabel={t('steps.confirm.finish')}
        busy={step.moving}
      />
    </div>
  );
}
