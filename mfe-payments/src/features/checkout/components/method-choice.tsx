import { useTranslation } from 'react-i18next';
import { Link } from '@dating/platform/router';
import {
  formatMoney,
  type CreditPackage,
  type PaymentMethod,
  type PaymentMethodOption,
} from '@dating/shared-contracts/api';
import { withReturnTo } from '../../packages';
import { CHECKOUT_NS } from '../checkout-texts';
import { linkStyle, methodIconStyle, methodListStyle } from './styles';

// A short mark per method instead of brand images: no assets to load or license.
const MARKS: Record<PaymentMethodOption['id'], string> = {
  ideal: 'iD',
  bancontact: 'BC',
  kbc: 'KBC',
  creditcard: 'CC',
  paypal: 'PP',
  applepay: 'AP',
  banktransfer: 'OV',
  directdebit: 'AI',
};

/** The key of a method's name in the checkout texts. */
export const methodNameKey = (method: PaymentMethod) => `methodNames.${method}` as const;

/** Where a method leads: direct debit has its own form (spec section 5). */
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
                <span css={methodIconStyle} aria-hidden="true">
                  {MARKS[method.id]}
                </span>
                {t(methodNameKey(method.id))}
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
