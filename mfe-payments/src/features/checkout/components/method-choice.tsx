import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import {
  formatMoney,
  type CreditPackage,
  type PaymentMethod,
  type PaymentMethodOption,
} from '@dating/shared-contracts/api';
import { withReturnTo } from '../../packages';
import { CHECKOUT_NS } from '../checkout-texts';
import { PaymentMark } from '../../../components/payment-marks/payment-mark';
import { linkStyle, methodListStyle } from './styles';

/** The key of a method's name in the checkout texts. */
export const methodNameKey = (method: PaymentMethod) => `methodNames.${method}` as const;

/** Where a method leads: direct debit has its own form (`/directdebit`); the rest a checkout. */
export function methodPath(pkg: CreditPackage, method: PaymentMethodOption['id']): string {
  return method === 'directdebit'
    ? `/directdebit?package=${encodeURIComponent(pkg.id)}`
    : `/credits/${pkg.id}/${method}`;
}

interface Props {
  readonly pkg: CreditPackage;
  readonly methods: readonly PaymentMethodOption[];
  readonly returnTo?: string;
}

/** `/credits/{id}`: how to pay for the chosen package. */
export function MethodChoice({ pkg, methods, returnTo }: Props) {
  const { t, i18n } = useTranslation(CHECKOUT_NS);
  return (
    <>
      <h1>{t('methods.title')}</h1>
      <p>
        {t('methods.package', {
          credits: pkg.credits,
          price: formatMoney(pkg.amount_cents, pkg.currency, i18n.language),
        })}
      </p>
      {methods.length === 0 ? (
        <p>{t('methods.none')}</p>
      ) : (
        <ul css={methodListStyle} aria-label={t('methods.title')}>
          {methods.map((method) => (
            <li key={method.id}>
              <Link to={withReturnTo(methodPath(pkg, method.id), returnTo)}>
                {/* The mark carries the name, so the link is announced once, by it. */}
                <PaymentMark method={method.id} name={t(methodNameKey(method.id))} />
                <span aria-hidden="true">{t(methodNameKey(method.id))}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={withReturnTo('/credits', returnTo)} css={linkStyle}>
        {t('otherPackage')}
      </Link>
    </>
  );
}
