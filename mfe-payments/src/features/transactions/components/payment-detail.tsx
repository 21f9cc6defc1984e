import { useTranslation } from 'react-i18next';
import { formatMoney, type Payment } from '@dating/shared-contracts/api';
import { formatDate, methodKey } from '../lib/format';
import { STATUS_NS } from '../transactions-texts';
import { cardStyle, detailListStyle } from './styles';

/** The status word of a payment; a withdrawn purchase says so. */
export const statusKey = (payment: Payment) =>
  payment.withdrawal.withdrawn_at ? 'status.withdrawn' : `status.${payment.status}`;

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
