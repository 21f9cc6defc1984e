import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { formatMoney, shownReduction } from '@dating/shared-contracts/api';
import { pricePerCredit, useOffer } from '../../packages';
import { PRICING_NS } from '../pricing-texts';
import { tableStyle } from './table-style';

// Four columns at 360 px: tighter cells, headers that may wrap, a struck list price above
// the price paid instead of beside it.
const packagesTableStyle = css({
  'th, td': { padding: '12px 4px' },
  'thead th:last-child': { whiteSpace: 'normal' },
});
const struckStyle = css({
  display: 'block',
  fontSize: 13,
  color: theme.colors.textMuted,
  whiteSpace: 'nowrap',
});
const nowrap = css({ whiteSpace: 'nowrap' });

/**
 * The packages of the visitor's or member's country (GET /api/credits.php), with the price
 * per credit and per message as the server works them out.
 */
export function PackagesTable() {
  const { t, i18n, ready } = useTranslation(PRICING_NS);
  const offer = useOffer();
  if (!ready) return null;
  if (offer.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (offer.isError) return <p role="alert">{t('unavailable')}</p>;
  if (offer.data.packages.length === 0) return null;
  return (
    <table css={[tableStyle, packagesTableStyle]}>
      <caption>{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('package')}</th>
          <th scope="col">{t('price')}</th>
          <th scope="col">{t('perCredit')}</th>
          <th scope="col">{t('perMessage')}</th>
        </tr>
      </thead>
      <tbody>
        {offer.data.packages.map((pkg) => {
          const money = (cents: number) => formatMoney(cents, pkg.currency, i18n.language);
          // A reduction is stated against the lowest price of the last 30 days, if at all.
          const reduction = shownReduction(pkg);
          return (
            <tr key={pkg.id}>
              <th scope="row">
                {t('credits', { count: pkg.credits })}
                {pkg.popular && ` · ${t('popular')}`}
              </th>
              <td>
                {reduction && <s css={struckStyle}>{money(reduction.fromCents)}</s>}
                <span css={nowrap}>{money(pkg.amount_cents)}</span>
              </td>
              <td>{money(pricePerCredit(pkg))}</td>
              <td>
                {reduction && (
                  <s css={struckStyle}>
                    {money(
                      Math.round((pkg.message_price_cents * reduction.fromCents) / pkg.price_cents),
                    )}
                  </s>
                )}
                <span css={nowrap}>{money(pkg.message_amount_cents)}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
