import { useTranslation } from '@dating/platform';
import { formatMoney, type CreditPackage } from '@dating/shared-contracts/api';
import { CHECKOUT_NS } from '../checkout-texts';
import { estimateWithCode } from '../lib/estimate';
import { noteStyle, summaryStyle } from './styles';

/** A typed code the API accepted, with its percentage. */
export interface AppliedCode {
  readonly code: string;
  readonly percentage: number;
}

/** The total the member is shown: the offer's amount, or an estimate with a typed code. */
export const shownTotal = (pkg: CreditPackage, code: AppliedCode | null): number =>
  code ? estimateWithCode(pkg, code.percentage) : pkg.amount_cents;

/** Credits, list price, discount and total, as the offer says (a typed code: an estimate). */
export function OrderSummary({ pkg, code }: { pkg: CreditPackage; code: AppliedCode | null }) {
  const { t, i18n } = useTranslation(CHECKOUT_NS);
  const money = (cents: number) => formatMoney(cents, pkg.currency, i18n.language);
  const percentage = code ? code.percentage : pkg.discount_percentage;
  return (
    <section aria-labelledby="order-summary">
      <h2 id="order-summary">{t('summary.title')}</h2>
      <dl css={summaryStyle}>
        <dt>{t('summary.credits')}</dt>
        <dd>{pkg.credits}</dd>
        <dt>{t('summary.price')}</dt>
        <dd>{money(pkg.price_cents)}</dd>
        {percentage > 0 && (
          <>
            <dt>{code ? t('summary.code', { code: code.code }) : t('summary.discount')}</dt>
            <dd>{t('summary.percentage', { percentage })}</dd>
          </>
        )}
        <dt>{code ? t('summary.estimatedTotal') : t('summary.total')}</dt>
        <dd>{money(shownTotal(pkg, code))}</dd>
      </dl>
      {code && <p css={noteStyle}>{t('summary.serverDecides')}</p>}
    </section>
  );
}
