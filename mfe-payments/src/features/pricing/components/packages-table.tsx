import { useTranslation } from 'react-i18next';
import { formatMoney } from '@dating/shared-contracts/api';
import { pricePerCredit, useOffer } from '../../packages';
import { PRICING_NS } from '../pricing-texts';
import { tableStyle } from './table-style';

/** The packages of the visitor's or member's country (GET /api/credits.php), with the price per credit. */
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
    <table css={tableStyle}>
      <caption>{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('package')}</th>
          <th scope="col">{t('price')}</th>
          <th scope="col">{t('perCredit')}</th>
        </tr>
      </thead>
      <tbody>
        {offer.data.packages.map((pkg) => {
          const money = (cents: number) => formatMoney(cents, pkg.currency, i18n.language);
          const discounted = pkg.amount_cents < pkg.price_cents;
          return (
            <tr key={pkg.id}>
              <th scope="row">
                {t('credits', { count: pkg.credits })}
                {pkg.popular && ` · ${t('popular')}`}
              </th>
              <td>
                {discounted && (
                  <s css={{ marginRight: 6, whiteSpace: 'nowrap' }}>{money(pkg.price_cents)}</s>
                )}
                <span css={{ whiteSpace: 'nowrap' }}>{money(pkg.amount_cents)}</span>
              </td>
              <td>{money(pricePerCredit(pkg))}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
