import { useSessionUser, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { Link } from '@dating/platform/router';
import { usePayment } from '../api/payment';
import { useCompletionEvents } from '../hooks/use-completion-events';
import { usePaymentLive } from '../hooks/use-payment-live';
import { STATUS_NS } from '../transactions-texts';
import { LoginPrompt } from './login-prompt';
import { PaymentDetail } from './payment-detail';
import { StatusPanel } from './status-panel';
import { actionsStyle, alertStyle, mutedStyle, pageStyle, secondaryButton } from './styles';
import { WithdrawalSection } from './withdrawal-section';

/**
 * `/transactions/{id}`: where the provider sends the member back. Only the server's answer
 * counts (a tampered `?amount=` or `?status=` in the URL is never read); a `payment` frame of
 * the live channel asks again at once, and a pending payment is polled as a fallback.
 */
export function PaymentStatusScreen({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation(STATUS_NS);
  const user = useSessionUser();
  if (!user)
    return (
      <section css={pageStyle}>
        <h1>{t('title')}</h1>
        <LoginPrompt />
      </section>
    );
  return <PaymentStatus paymentId={paymentId} />;
}

function PaymentStatus({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation(STATUS_NS);
  const errorMessage = useApiErrorMessage();
  const query = usePayment(paymentId);
  usePaymentLive(paymentId);
  useCompletionEvents(query.data);

  if (!query.data) {
    return (
      <section css={pageStyle}>
        <h1>{t('title')}</h1>
        {query.isError ? (
          <div role="alert" css={alertStyle}>
            <p css={{ margin: 0 }}>{errorMessage(query.error)}</p>
            <div css={actionsStyle}>
              <button type="button" css={secondaryButton} onClick={() => void query.refetch()}>
                {t('reload')}
              </button>
              <Link to="/transactions" css={secondaryButton}>
                {t('toTransactions')}
              </Link>
            </div>
          </div>
        ) : (
          <p role="status" aria-busy="true" css={mutedStyle}>
            {t('loading')}
          </p>
        )}
      </section>
    );
  }

  const { payment } = query.data;
  return (
    <section css={pageStyle}>
      <h1>{t('title')}</h1>
      <StatusPanel answer={query.data} />
      <PaymentDetail payment={payment} />
      {payment.status === 'completed' && <WithdrawalSection payment={payment} />}
      <p>
        <Link to="/transactions">{t('toTransactions')}</Link>
      </p>
    </section>
  );
}
