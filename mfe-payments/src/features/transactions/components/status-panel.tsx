import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { useErrorText } from '@dating/platform/error-texts';
import { formatMoney, type PaymentResponse } from '@dating/shared-contracts/api';
import { isLocalPath } from '../lib/format';
import { STATUS_NS } from '../transactions-texts';
import { actionsStyle, cardStyle, primaryButton, secondaryButton } from './styles';

/** Where "try again" leads: the same package and method at the checkout. */
const checkoutPath = (packageId: string | null, method: string) =>
  packageId === null ? '/credits' : `/credits/${packageId}/${method}`;

/**
 * The payment's state (pending, completed, failed or cancelled) in words, in a polite live
 * region so a change while the member waits is read out, with the way on that fits it. A
 * withdrawn purchase is no longer a success: its headline says it was withdrawn, as its
 * status does.
 */
export function StatusPanel({ answer }: { answer: PaymentResponse }) {
  const { t, i18n } = useTranslation(STATUS_NS);
  const errorText = useErrorText();
  const { payment } = answer;
  const returnTo = isLocalPath(payment.return_to) ? payment.return_to : null;
  const retry = checkoutPath(payment.package_id, payment.method);
  const credits = t('credits', { count: payment.credits });
  const state = payment.withdrawal.withdrawn_at ? 'withdrawn' : payment.status;

  return (
    <section css={cardStyle} aria-labelledby="payment-state">
      <div role="status" aria-live="polite">
        {payment.status === 'pending' && (
          <>
            <h2 id="payment-state">{t('pending.title')}</h2>
            <p>{t('pending.body')}</p>
          </>
        )}
        {state === 'withdrawn' && (
          <>
            <h2 id="payment-state">{t('withdrawn.title')}</h2>
            <p>
              {t('withdrawn.body', {
                amount: formatMoney(
                  payment.withdrawal.refunded_cents,
                  payment.currency,
                  i18n.language,
                ),
              })}
            </p>
          </>
        )}
        {state === 'completed' && (
          <>
            <h2 id="payment-state">{t('completed.title')}</h2>
            <p>{t('completed.credited', { credits })}</p>
            {answer.paid_user && <p>{t('completed.premium')}</p>}
          </>
        )}
        {payment.status === 'failed' && (
          <>
            <h2 id="payment-state">{errorText('payment_failed')}</h2>
            <p>{t(payment.recurring_failure ? 'failed.recurring' : 'failed.body')}</p>
          </>
        )}
        {payment.status === 'cancelled' && (
          <>
            <h2 id="payment-state">{t('cancelled.title')}</h2>
            <p>{t('cancelled.body')}</p>
          </>
        )}
      </div>
      <div css={actionsStyle}>
        {state === 'completed' && returnTo && (
          <Link to={returnTo} css={primaryButton}>
            {t('returnTo')}
          </Link>
        )}
        {(payment.status === 'failed' || payment.status === 'cancelled') && (
          <Link to={retry} css={primaryButton}>
            {t('retry')}
          </Link>
        )}
        {payment.status === 'failed' &&
          payment.recurring_failure &&
          payment.method !== 'paypal' && (
            <Link to={checkoutPath(payment.package_id, 'paypal')} css={secondaryButton}>
              {t('failed.paypal')}
            </Link>
          )}
        {state !== 'completed' && returnTo && (
          <Link to={returnTo} css={secondaryButton}>
            {t('returnTo')}
          </Link>
        )}
      </div>
    </section>
  );
}
