import { useTranslation } from '@dating/platform';
import { Link, Navigate, useParams } from '@dating/platform/router';
import { useOffer, useReturnTo, withReturnTo } from '../../packages';
import { CHECKOUT_NS } from '../checkout-texts';
import { CheckoutForm } from './checkout-form';
import { MethodChoice, methodPath } from './method-choice';
import { alertStyle, linkStyle, pageStyle, primaryButton } from './styles';

export { CHECKOUT_NS };

function NotFound({ message, to, linkText }: { message: string; to: string; linkText: string }) {
  return (
    <>
      <h1>{message}</h1>
      <Link to={to} css={linkStyle}>
        {linkText}
      </Link>
    </>
  );
}

function Checkout() {
  const { t } = useTranslation(CHECKOUT_NS);
  const { id = '', paymentmethod } = useParams();
  const returnTo = useReturnTo();
  const offer = useOffer();
  const packagesLink = withReturnTo('/credits', returnTo);

  if (offer.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (offer.isError) {
    return (
      <div role="alert" css={alertStyle}>
        <p>{t('loadError')}</p>
        <button type="button" css={primaryButton} onClick={() => void offer.refetch()}>
          {t('retry')}
        </button>{' '}
        <Link to={packagesLink}>{t('otherPackage')}</Link>
      </div>
    );
  }
  const pkg = offer.data.packages.find((candidate) => candidate.id === id);
  if (!pkg) {
    return (
      <NotFound message={t('notFound.package')} to={packagesLink} linkText={t('toPackages')} />
    );
  }
  if (!paymentmethod) {
    return <MethodChoice pkg={pkg} methods={offer.data.methods} returnTo={returnTo} />;
  }
  const method = offer.data.methods.find((candidate) => candidate.id === paymentmethod);
  if (!method) {
    return (
      <NotFound
        message={t('notFound.method')}
        to={withReturnTo(`/credits/${pkg.id}`, returnTo)}
        linkText={t('form.otherMethod')}
      />
    );
  }
  if (method.id === 'directdebit') {
    return <Navigate replace to={withReturnTo(methodPath(pkg, method.id), returnTo)} />;
  }
  return (
    <CheckoutForm
      key={`${pkg.id}/${method.id}`}
      pkg={pkg}
      method={method}
      returnTo={returnTo}
      fictionalConversations={offer.data.fictional_conversations ?? 0}
    />
  );
}

/** `/credits/{id}/{paymentmethod?}`: the method choice, then the order form. */
export function CheckoutScreen() {
  return (
    <section css={pageStyle}>
      <Checkout />
    </section>
  );
}
