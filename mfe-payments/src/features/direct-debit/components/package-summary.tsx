import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { formatMoney, type CreditPackage } from '@dating/shared-contracts/api';
import { styles } from '../../transactions';
import { DIRECT_DEBIT_NS } from '../direct-debit-texts';

/** What the member buys, at the server's price with the active discount. */
export function PackageSummary({ pkg }: { pkg: CreditPackage }) {
  const { t, i18n } = useTranslation(DIRECT_DEBIT_NS);
  const money = (cents: number) => formatMoney(cents, pkg.currency, i18n.language);
  return (
    <section css={styles.cardStyle} aria-labelledby="dd-package">
      <h2 id="dd-package">{t('summary.title')}</h2>
      <p css={{ margin: '0 0 4px', fontSize: 20, fontWeight: 700 }}>
        {t('summary.package', {
          credits: t('credits', { count: pkg.credits }),
          amount: money(pkg.amount_cents),
        })}
      </p>
      {pkg.discount_percentage > 0 && (
        <p css={[styles.mutedStyle, { margin: 0 }]}>
          {t('summary.discount', {
            percentage: pkg.discount_percentage,
            price: money(pkg.price_cents),
          })}
        </p>
      )}
      <p css={{ margin: '8px 0 0' }}>
        <Link to="/credits">{t('summary.change')}</Link>
      </p>
    </section>
  );
}
