import { css } from '@emotion/react';
import {
  STAFF_REASON_MIN,
  type MemberPayment,
  type RefundResponse,
} from '@dating/shared-contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  alertStyle,
  fieldErrorStyle,
  fieldStyle,
  formStyle,
  hintStyle,
  panelStyle,
  primaryButtonStyle,
  secondaryButtonStyle,
} from '../../../lib/styles';
import { useRefund } from '../api/refund';
import { centsOf, euros, money } from '../money';
import { useSupportErrorText } from '../support-errors';
import { ReasonField } from './reason-field';

const buttonsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: 12 });

interface Props {
  readonly memberId: string;
  readonly payment: MemberPayment;
  readonly onClose: (answer: RefundResponse | null) => void;
}

/**
 * Finance's refund of a payment: an amount in euros up to what is left to pay back, a
 * reason, then a confirmation. One idempotency key per opened form, kept across retries, so
 * a retry after a lost answer is the same refund.
 */
export function RefundForm({ memberId, payment, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const errorText = useSupportErrorText();
  const refund = useRefund(memberId, payment.id);
  const [key] = useState(() => globalThis.crypto.randomUUID());
  const [amount, setAmount] = useState(euros(payment.refundableCents, i18n.language));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const format = (cents: number) => money(cents, payment.currency, i18n.language);
  const idOf = (field: string) => `refund-${payment.id}-${field}`;

  const check = (event: FormEvent) => {
    event.preventDefault();
    const cents = centsOf(amount);
    const found: typeof problems = {};
    if (cents === null || cents < 1) found.amount = t('support.refund.amountInvalid');
    else if (cents > payment.refundableCents) {
      found.amount = t('support.refund.amountTooHigh', { max: format(payment.refundableCents) });
    }
    if (reason.trim().length < STAFF_REASON_MIN) {
      found.reason = t('support.actions.reasonRequired', { min: STAFF_REASON_MIN });
    }
    setProblems(found);
    const first = found.amount ? 'amount' : found.reason ? 'reason' : null;
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    setConfirming(cents);
  };

  const send = () => {
    if (confirming === null) return;
    refund.mutate(
      { amountCents: confirming, reason: reason.trim(), idempotencyKey: key },
      { onSuccess: (answer) => onClose(answer) },
    );
  };

  if (confirming !== null) {
    return (
      <div css={[panelStyle, formStyle]} role="group" aria-labelledby={idOf('confirm')}>
        <h4 id={idOf('confirm')} css={{ margin: 0 }}>
          {t('support.refund.confirmTitle')}
        </h4>
        <p css={{ margin: 0 }}>
          {t('support.refund.confirmBody', { amount: format(confirming), payment: payment.id })}
        </p>
        {refund.isError && (
          <p role="alert" css={alertStyle}>
            {errorText(refund.error)}
          </p>
        )}
        <div css={buttonsStyle}>
          <button type="button" css={primaryButtonStyle} disabled={refund.isPending} onClick={send}>
            {refund.isPending
              ? t('support.refund.sending')
              : t('support.refund.confirm', { amount: format(confirming) })}
          </button>
          <button
            type="button"
            css={secondaryButtonStyle}
            disabled={refund.isPending}
            onClick={() => setConfirming(null)}
          >
            {t('support.refund.change')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form css={[panelStyle, formStyle]} noValidate onSubmit={check} aria-labelledby={idOf('title')}>
      <h4 id={idOf('title')} css={{ margin: 0 }}>
        {t('support.refund.title', { payment: payment.id })}
      </h4>
      <div css={fieldStyle}>
        <label htmlFor={idOf('amount')}>{t('support.refund.amount')}</label>
        <input
          id={idOf('amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={problems.amount ? true : undefined}
          aria-describedby={`${problems.amount ? `${idOf('amount')}-error ` : ''}${idOf('amount')}-hint`}
          onChange={(event) => setAmount(event.target.value)}
        />
        <p id={`${idOf('amount')}-hint`} css={hintStyle}>
          {t('support.refund.amountHint', { max: format(payment.refundableCents) })}
        </p>
        {problems.amount && (
          <p id={`${idOf('amount')}-error`} css={fieldErrorStyle}>
            {problems.amount}
          </p>
        )}
      </div>
      <ReasonField
        id={idOf('reason')}
        label={t('support.actions.reason')}
        hint={t('support.refund.reasonHint')}
        value={reason}
        error={problems.reason ?? null}
        onChange={setReason}
      />
      <div css={buttonsStyle}>
        <button type="submit" css={primaryButtonStyle}>
          {t('support.refund.next')}
        </button>
        <button type="button" css={secondaryButtonStyle} onClick={() => onClose(null)}>
          {t('support.actions.cancel')}
        </button>
      </div>
    </form>
  );
}
