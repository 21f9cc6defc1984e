import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSessionUser, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { Link, useNavigate } from '@dating/platform/router';
import { isApiError } from '@dating/shared-contracts';
import {
  formatMoney,
  type CreatePaymentBody,
  type CreditPackage,
  type PaymentMethodOption,
} from '@dating/shared-contracts/api';
import { withReturnTo } from '../../packages';
import { useCreatePayment } from '../api/create-payment';
import { CHECKOUT_NS } from '../checkout-texts';
import { newIdempotencyKey } from '../lib/new-idempotency-key';
import { providerPage } from '../lib/provider-page';
import { BankChoice } from './bank-choice';
import { methodNameKey } from './method-choice';
import { ConsentFields, type Consent } from './consent-fields';
import { DiscountCodeField } from './discount-code-field';
import { OrderSummary, shownTotal, type AppliedCode } from './order-summary';
import { alertStyle, linkStyle, noteStyle, primaryButton } from './styles';

/** A 4xx, or the provider being down (the API marks that payment failed): nothing was started. */
const isDefiniteRefusal = (error: unknown) =>
  isApiError(error) &&
  ((error.status >= 400 && error.status < 500) || error.code === 'payment_provider_unavailable');

interface Props {
  readonly pkg: CreditPackage;
  readonly method: PaymentMethodOption;
  readonly returnTo?: string;
  /** The member's open conversations with fictional profiles: said before paying. */
  readonly fictionalConversations?: number;
}

/** `/credits/{id}/{method}`: summary, bank, code, consent, and the order button. */
export function CheckoutForm({ pkg, method, returnTo, fictionalConversations = 0 }: Props) {
  const { t, i18n } = useTranslation(CHECKOUT_NS);
  const user = useSessionUser();
  const navigate = useNavigate();
  const errorMessage = useApiErrorMessage();
  const create = useCreatePayment();
  // One key per visit of this screen: a re-submit after an error is the same purchase.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [issuer, setIssuer] = useState('');
  const [code, setCode] = useState<AppliedCode | null>(null);
  const [consent, setConsent] = useState<Consent>({ immediate: false, withdrawalTerms: false });
  const [tried, setTried] = useState(false);
  // Counts submits refused for a missing bank or statement: each moves focus to the first.
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>(
        'select[aria-invalid="true"], [type="checkbox"][aria-invalid="true"]',
      )
      ?.focus();
  }, [refused]);

  const issuerMissing = tried && method.issuers.length > 0 && !issuer;
  const consentMissing = tried && !(consent.immediate && consent.withdrawalTerms);
  const leaving = create.isSuccess && create.data.checkout_url !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const complete = consent.immediate && consent.withdrawalTerms;
    if ((method.issuers.length > 0 && !issuer) || !complete) {
      setRefused((count) => count + 1);
      return;
    }
    if (create.isPending || leaving) return;
    const body: CreatePaymentBody = {
      package_id: pkg.id,
      method: method.id,
      ...(issuer ? { issuer } : {}),
      ...(code ? { discount_code: code.code } : {}),
      idempotency_key: idempotencyKey,
      ...(returnTo ? { return_to: returnTo } : {}),
      consent_immediate: true,
      consent_withdrawal_terms: true,
    };
    create.mutate(body, {
      // A refusal the server decided made no payment to come back to (the same key would
      // answer the failed one): the next try is a new purchase. Kept when the outcome is
      // unknown (no answer, a gateway error), so a re-submit cannot pay twice.
      onError: (error) => {
        if (isDefiniteRefusal(error)) setIdempotencyKey(newIdempotencyKey());
      },
      onSuccess: (answer) => {
        if (answer.checkout_url) providerPage.open(answer.checkout_url);
        else navigate(`/transactions/${answer.payment.id}`);
      },
    });
  };

  const total = formatMoney(shownTotal(pkg, code), pkg.currency, i18n.language);
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('form.title', { method: t(methodNameKey(method.id)) })}</h1>
      <OrderSummary pkg={pkg} code={code} />
      {fictionalConversations > 0 && (
        <p role="note" css={noteStyle}>
          {t('summary.fictional', { count: fictionalConversations })}
        </p>
      )}
      <BankChoice method={method} value={issuer} onChange={setIssuer} missing={issuerMissing} />
      <h2>{t('code.title')}</h2>
      <DiscountCodeField applied={code} onChange={setCode} />
      <ConsentFields value={consent} onChange={setConsent} missing={consentMissing} />
      {create.isError && (
        <div role="alert" css={alertStyle}>
          <p>{errorMessage(create.error)}</p>
          <Link to={withReturnTo('/credits', returnTo)}>{t('otherPackage')}</Link>
        </div>
      )}
      {leaving && <p role="status">{t('form.leaving')}</p>}
      {user ? (
        <button
          type="submit"
          css={[primaryButton, { width: '100%', marginTop: 24 }]}
          disabled={create.isPending || leaving}
        >
          {t('form.pay', { amount: total })}
        </button>
      ) : (
        <p role="status">
          {t('form.loginFirst')}{' '}
          <Link to="/login" css={linkStyle}>
            {t('form.login')}
          </Link>
        </p>
      )}
      <p css={{ marginTop: 16 }}>
        <Link to={withReturnTo(`/credits/${pkg.id}`, returnTo)} css={linkStyle}>
          {t('form.otherMethod')}
        </Link>
      </p>
    </form>
  );
}
