import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { useSessionUser, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { Link, useNavigate } from '@dating/platform/router';
import type { RepeatOrder } from '@dating/shared-contracts/api';
import {
  browser,
  ConsentCheckboxes,
  focusMissingConsent,
  isGiven,
  newIdempotencyKey,
  NO_CONSENT,
  styles,
} from '../../transactions';
import { useRepeatOrder, useRepeatOrders } from '../api/repeat-orders';
import { REPEAT_NS } from '../repeat-order-texts';
import { RepeatOrderCard } from './repeat-order-card';

const listStyle = css({
  listStyle: 'none',
  margin: '16px 0 0',
  padding: 0,
  display: 'grid',
  gap: 12,
});

const CONSENT_ID = 'repeat';

/**
 * `/credits/repeat-order`: a package bought before, again in one click. The statements are
 * ticked once above the list; the price is today's, the server's. With a stored mandate the
 * payment is made at once and the status page follows; else the provider's page opens.
 */
export function RepeatOrderScreen() {
  const { t } = useTranslation(REPEAT_NS);
  const user = useSessionUser();
  if (user) return <RepeatOrders />;
  // A visitor has bought nothing: the way to log in, and no call the API would refuse.
  return (
    <section css={styles.pageStyle}>
      <h1>{t('title')}</h1>
      <div css={styles.cardStyle}>
        <p>{t('loginPrompt')}</p>
        <Link to="/login" css={styles.primaryButton}>
          {t('login')}
        </Link>
      </div>
    </section>
  );
}

function RepeatOrders() {
  const { t } = useTranslation(REPEAT_NS);
  const errorMessage = useApiErrorMessage();
  const navigate = useNavigate();
  const orders = useRepeatOrders();
  const buy = useRepeatOrder();
  const [consent, setConsent] = useState(NO_CONSENT);
  const [consentError, setConsentError] = useState(false);
  // One key per intended purchase: a retry after a failure is the same purchase.
  const keys = useRef(new Map<string, string>());

  const onBuy = (order: RepeatOrder) => {
    if (!isGiven(consent)) {
      setConsentError(true);
      focusMissingConsent(CONSENT_ID, consent);
      return;
    }
    const key = keys.current.get(order.payment_id) ?? newIdempotencyKey();
    keys.current.set(order.payment_id, key);
    buy.mutate(
      { paymentId: order.payment_id, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          keys.current.delete(order.payment_id);
          if (answer.checkout_url) browser.assign(answer.checkout_url);
          else navigate(`/transactions/${answer.payment.id}`);
        },
      },
    );
  };

  return (
    <section css={styles.pageStyle}>
      <h1>{t('title')}</h1>
      {orders.isPending && (
        <p role="status" aria-busy="true" css={styles.mutedStyle}>
          {t('loading')}
        </p>
      )}
      {orders.isError && (
        <div role="alert" css={styles.alertStyle}>
          <p css={{ margin: 0 }}>{errorMessage(orders.error)}</p>
          <div css={styles.actionsStyle}>
            <button
              type="button"
              css={styles.secondaryButton}
              onClick={() => void orders.refetch()}
            >
              {t('reload')}
            </button>
          </div>
        </div>
      )}
      {orders.data?.orders.length === 0 && (
        <div css={styles.cardStyle}>
          <p>{t('empty')}</p>
          <Link to="/credits" css={styles.primaryButton}>
            {t('toPackages')}
          </Link>
        </div>
      )}
      {orders.data && orders.data.orders.length > 0 && (
        <>
          <p>{t('intro')}</p>
          <ConsentCheckboxes
            idPrefix={CONSENT_ID}
            legend={t('consentLegend')}
            value={consent}
            onChange={(value) => {
              setConsent(value);
              if (isGiven(value)) setConsentError(false);
            }}
            error={consentError ? t('consentRequired') : null}
          />
          {buy.isError && (
            <p role="alert" css={styles.alertStyle}>
              {errorMessage(buy.error)}
            </p>
          )}
          <ul css={listStyle} aria-label={t('listLabel')}>
            {orders.data.orders.map((order) => (
              <RepeatOrderCard
                key={order.payment_id}
                order={order}
                busy={buy.isPending && buy.variables?.paymentId === order.payment_id}
                disabled={buy.isPending}
                onBuy={() => onBuy(order)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
