import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { useCheckDiscountCode } from '../api/check-discount-code';
import { CHECKOUT_NS } from '../checkout-texts';
import type { AppliedCode } from './order-summary';
import { errorTextStyle, fieldStyle, secondaryButton } from './styles';

interface Props {
  readonly applied: AppliedCode | null;
  readonly onChange: (code: AppliedCode | null) => void;
}

/** A discount code to check with the API; the refusal is the API's own message. */
export function DiscountCodeField({ applied, onChange }: Props) {
  const { t } = useTranslation(CHECKOUT_NS);
  const errorMessage = useApiErrorMessage();
  const check = useCheckDiscountCode();
  const [value, setValue] = useState(applied?.code ?? '');
  const id = useId();

  const apply = () => {
    const code = value.trim();
    if (!code || check.isPending) return;
    check.mutate(code, {
      onSuccess: ({ discountcode }) =>
        onChange({
          code: discountcode.code || code,
          percentage: discountcode.percentage || discountcode.value_percentage,
        }),
    });
  };
  // Enter here applies the code; it must not submit the order.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <div>
      <div css={fieldStyle}>
        <label htmlFor={`${id}-code`}>{t('code.label')}</label>
        <input
          id={`${id}-code`}
          value={value}
          maxLength={40}
          autoComplete="off"
          aria-invalid={check.isError}
          aria-describedby={check.isError ? `${id}-error` : undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setValue(event.target.value);
            if (applied) onChange(null);
            check.reset();
          }}
        />
        <button type="button" css={secondaryButton} onClick={apply} disabled={check.isPending}>
          {t('code.apply')}
        </button>
      </div>
      {check.isError && (
        <p id={`${id}-error`} role="alert" css={errorTextStyle}>
          {errorMessage(check.error)}
        </p>
      )}
      {applied && (
        <p role="status">
          {t('code.applied', { code: applied.code, percentage: applied.percentage })}
        </p>
      )}
    </div>
  );
}
