import { useSessionUser, useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { useOffer } from '../api/get-offer';
import { useOfferFollowsTimeBonus } from '../hooks/use-offer-follows-time-bonus';
import { useReturnTo, withReturnTo } from '../lib/return-to';
import { PACKAGES_NS } from '../packages-texts';
import { DiscountBanner } from './discount-banner';
import { PackageCard } from './package-card';
import { gridStyle, linksStyle, pageStyle, primaryLink, secondaryLink } from './styles';

export { PACKAGES_NS };

function Packages({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation(PACKAGES_NS);
  const offer = useOffer();
  useOfferFollowsTimeBonus();
  if (offer.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (offer.isError) {
    return (
      <div role="alert">
        <p>{t('error')}</p>
        <button type="button" css={primaryLink} onClick={() => void offer.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { packages, discount } = offer.data;
  return (
    <>
      {discount && <DiscountBanner discount={discount} />}
      {packages.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul css={gridStyle} aria-label={t('listLabel')}>
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard pkg={pkg} returnTo={returnTo} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** `/credits`: the balance, the active discount and the packages to choose from. */
export function CreditsScreen() {
  const { t } = useTranslation(PACKAGES_NS);
  const user = useSessionUser();
  const returnTo = useReturnTo();
  return (
    <section css={pageStyle} aria-labelledby="credits-title">
      <h1 id="credits-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      {user && <p>{t('balance', { count: user.credits })}</p>}
      <Packages returnTo={returnTo} />
      <ul css={linksStyle}>
        {returnTo && (
          <li>
            <Link to={returnTo} css={secondaryLink}>
              {t('back')}
            </Link>
          </li>
        )}
        {user && (
          <li>
            <Link to={withReturnTo('/credits/repeat-order', returnTo)} css={secondaryLink}>
              {t('repeatOrder')}
            </Link>
          </li>
        )}
        {user && (
          <li>
            <Link to="/transactions" css={secondaryLink}>
              {t('transactions')}
            </Link>
          </li>
        )}
        <li>
          <Link to="/pricing" css={secondaryLink}>
            {t('pricing')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
