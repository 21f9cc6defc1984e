import { useTranslation } from '@dating/platform';
import { formatMoney, type Payment } from '@dating/shared-contracts/api';
import { formatDate, methodKey } from '../lib/format';
import { STATUS_NS } from '../transactions-texts';
import { cardStyle, detailListStyle } from './styles';

/** What our staff paid back of a payment (apart from a withdrawal). */
const refundedCents = (payment: Payment) => payment.refund?.refunded_cents ?? 0;

/** The status word of a payment; a withdrawn or refunded purchase says so. */
export const statusKey = (payment: Payment) => {
  if (payment.withdrawal.withdrawn_at) return 'status.withdrawn';
  const refunded = refundedCents(payment);
  if (refunded === 0) return `status.${payment.status}`;
  return refunded >= payment.amount_cents ? 'status.refunded' : 'status.partlyRefunded';
};

/** What was bought, for how much, how, and with which consent (the receipt's facts). */
export function PaymentDetail({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation(STATUS_NS);
  const locale = i18n.language;
  const money = (cents: number) => formatMoney(cents, payment.currency, locale);
  return (
    <section css={cardStyle} aria-labelledby="payment-detail">
      <h2 id="payment-detail">{t('detail.title')}</h2>
      <dl css={detailListStyle}>
        <dt>{t('detail.date')}</dt>
        <dd>{formatDate(payment.created_at, locale)}</dd>
        <dt>{t('detail.package')}</dt>
        <dd>{t('credits', { count: payment.credits })}</dd>
        <dt>{t('detail.amount')}</dt>
        <dd>{money(payment.amount_cents)}</dd>
        {payment.discount_percentage > 0 && (
          <>
            <dt>{t('detail.discount')}</dt>
            <dd>
              {t('detail.discountValue', {
                percentage: payment.discount_percentage,
                code: payment.discount_code ?? '',
                price: money(payment.base_amount_cents),
              })}
            </dd>
          </>
        )}
        <dt>{t('detail.method')}</dt>
        <dd>{t(methodKey(payment.method))}</dd>
        <dt>{t('detail.status')}</dt>
        <dd>{t(statusKey(payment))}</dd>
        {refundedCents(payment) > 0 && (
          <>
            <dt>{t('detail.refunded')}</dt>
            <dd>
              {t('detail.refundedValue', { amount: money(refundedCents(payment)) })}
              {payment.refund!.credits_taken > 0 &&
                ` ${t('detail.refundedCredits', {
                  credits: t('credits', { count: payment.refund!.credits_taken }),
                })}`}
            </dd>
          </>
        )}
        <dt>{t('detail.invoice')}</dt>
        <dd>{payment.invoice_number ?? t('detail.noInvoice')}</dd>
        {payment.consent_text && (
          <>
            <dt>{t('detail.consent')}</dt>
            <dd>{payment.consent_text}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
