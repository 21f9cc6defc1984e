import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { visuallyHidden } from '@dating/shared-contracts';
import { formatMoney, shownReduction, type CreditPackage } from '@dating/shared-contracts/api';
import { pricePerCredit } from '../lib/price-per-credit';
import { withReturnTo } from '../lib/return-to';
import { PACKAGES_NS } from '../packages-texts';
import {
  badgeStyle,
  cardStyle,
  popularCardStyle,
  primaryLink,
  tagRowStyle,
  tagStyle,
} from './styles';

/** One package: its credits, tags, prices and the link to choose it. */
export function PackageCard({ pkg, returnTo }: { pkg: CreditPackage; returnTo?: string }) {
  const { t, i18n } = useTranslation(PACKAGES_NS);
  const money = (cents: number) => formatMoney(cents, pkg.currency, i18n.language);
  // A reduction is stated against the lowest price of the last 30 days, never a higher one.
  const reduction = shownReduction(pkg);
  const titleId = `package-${pkg.id}`;
  const credits = t('credits', { count: pkg.credits });
  return (
    <article css={[cardStyle, pkg.popular && popularCardStyle]} aria-labelledby={titleId}>
      <div css={tagRowStyle}>
        {pkg.popular && <span css={tagStyle}>{t('popular')}</span>}
        {reduction && (
          <span css={badgeStyle}>
            <span aria-hidden="true">
              {t('discountBadge', { percentage: reduction.percentage })}
            </span>
            <span css={visuallyHidden}>
              {t('discountLabel', { percentage: reduction.percentage })}
            </span>
          </span>
        )}
      </div>
      <h2 id={titleId}>{credits}</h2>
      <p>
        {reduction && (
          <>
            <s>
              <span css={visuallyHidden}>{t('oldPrice')} </span>
              {money(reduction.fromCents)}
            </s>{' '}
          </>
        )}
        <strong css={{ fontSize: 20 }}>{money(pkg.amount_cents)}</strong>
        {reduction && (
          <>
            <br />
            <span css={{ fontSize: 14 }}>
              {t('lowest30d', { price: money(reduction.fromCents) })}
            </span>
          </>
        )}
      </p>
      <p css={{ fontSize: 14 }}>
        {t('perCredit', { price: money(pricePerCredit(pkg)) })}
        <br />
        {t('perMessage', { price: money(pkg.message_amount_cents) })}
      </p>
      <Link to={withReturnTo(`/credits/${pkg.id}`, returnTo)} css={primaryLink}>
        {t('choose')}
        <span css={visuallyHidden}> {credits}</span>
      </Link>
    </article>
  );
}
