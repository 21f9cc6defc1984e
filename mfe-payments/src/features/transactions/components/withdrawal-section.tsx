import { useState } from 'react';
import { useQueryClient, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { ModalDialog } from '@dating/shared-contracts';
import { formatMoney, type Payment } from '@dating/shared-contracts/api';
import { paymentKey } from '../api/payment';
import { useWithdraw } from '../api/withdraw';
import { formatDate } from '../lib/format';
import { STATUS_NS } from '../transactions-texts';
import {
  actionsStyle,
  alertStyle,
  cardStyle,
  dangerButton,
  mutedStyle,
  secondaryButton,
} from './styles';

/**
 * Withdrawal in two clicks (EU consumer law, decision 0122): "Aankoop herroepen", then a
 * dialog that states the refund and the credits taken back, then "Ja, herroepen". The
 * amounts are the server's quote; the answer of the request is what the page shows next.
 */
export function WithdrawalSection({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation(STATUS_NS);
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const withdraw = useWithdraw(payment.id);
  const [confirming, setConfirming] = useState(false);
  const { withdrawal, currency } = payment;
  const locale = i18n.language;
  const money = (cents: number) => formatMoney(cents, currency, locale);

  if (withdrawal.withdrawn_at) {
    return (
      <section css={cardStyle} aria-labelledby="withdrawal-title">
        <h2 id="withdrawal-title">{t('withdrawal.title')}</h2>
        <p role="status">
          {t('withdrawal.done', {
            date: formatDate(withdrawal.withdrawn_at, locale),
            amount: money(withdrawal.refunded_cents),
            credits: t('credits', { count: withdrawal.withdrawn_credits }),
          })}
        </p>
      </section>
    );
  }
  if (!withdrawal.possible && !withdraw.isError) return null;

  const confirm = () =>
    withdraw.mutate(undefined, {
      onSettled: () => setConfirming(false),
      // The quote or the right may have changed: show what the server says now.
      onError: () => void queryClient.invalidateQueries({ queryKey: paymentKey(payment.id) }),
    });
  const until = withdrawal.until ? formatDate(withdrawal.until, locale) : '';

  return (
    <section css={cardStyle} aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title">{t('withdrawal.title')}</h2>
      {withdraw.isError && (
        <div role="alert" css={alertStyle}>
          <p css={{ margin: 0 }}>{errorMessage(withdraw.error)}</p>
          <button type="button" css={[secondaryButton, { marginTop: 8 }]} onClick={withdraw.reset}>
            {t('withdrawal.dismiss')}
          </button>
        </div>
      )}
      {withdrawal.possible && (
        <>
          <p>{t('withdrawal.intro', { date: until })}</p>
          <div css={actionsStyle}>
            <button type="button" css={secondaryButton} onClick={() => setConfirming(true)}>
              {t('withdrawal.button')}
              <span css={[mutedStyle, { fontSize: 14, fontWeight: 400 }]}>
                {t('withdrawal.until', { date: until })}
              </span>
            </button>
          </div>
        </>
      )}
      {confirming && (
        <ModalDialog onClose={() => !withdraw.isPending && setConfirming(false)}>
          {(titleId) => (
            <>
              <h2 id={titleId}>{t('withdrawal.dialogTitle')}</h2>
              <p>
                {t('withdrawal.dialogBody', {
                  amount: money(withdrawal.refund_cents),
                  credits: t('credits', { count: withdrawal.credits }),
                })}
              </p>
              <p>{t('withdrawal.final')}</p>
              <div css={actionsStyle}>
                <button
                  type="button"
                  css={dangerButton}
                  onClick={confirm}
                  aria-disabled={withdraw.isPending || undefined}
                  disabled={withdraw.isPending}
                >
                  {withdraw.isPending ? t('withdrawal.busy') : t('withdrawal.confirm')}
                </button>
                <button
                  type="button"
                  css={secondaryButton}
                  onClick={() => setConfirming(false)}
                  disabled={withdraw.isPending}
                  data-autofocus
                >
                  {t('withdrawal.cancel')}
                </button>
              </div>
            </>
          )}
        </ModalDialog>
      )}
    </section>
  );
}
