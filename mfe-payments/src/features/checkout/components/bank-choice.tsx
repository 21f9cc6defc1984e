import { useId } from 'react';
import { useTranslation } from '@dating/platform';
import type { PaymentMethodOption } from '@dating/shared-contracts/api';
import { CHECKOUT_NS } from '../checkout-texts';
import { errorTextStyle, fieldStyle, noteStyle } from './styles';

interface Props {
  readonly method: PaymentMethodOption;
  readonly value: string;
  readonly onChange: (issuer: string) => void;
  readonly missing: boolean;
}

/**
 * The bank, where the method has banks to choose here. iDEAL 2.0 asks on its own page, so
 * for iDEAL the member is told so instead.
 */
export function BankChoice({ method, value, onChange, missing }: Props) {
  const { t } = useTranslation(CHECKOUT_NS);
  const id = useId();
  if (method.issuers.length === 0) {
    return method.id === 'ideal' ? <p css={noteStyle}>{t('bank.idealNote')}</p> : null;
  }
  return (
    <div css={{ marginTop: 24 }}>
      <div css={fieldStyle}>
        <label htmlFor={`${id}-bank`}>{t('bank.label')}</label>
        <select
          id={`${id}-bank`}
          name="issuer"
          value={value}
          aria-invalid={missing}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('bank.placeholder')}</option>
          {method.issuers.map((issuer) => (
            <option key={issuer.id} value={issuer.id}>
              {issuer.name}
            </option>
          ))}
        </select>
      </div>
      {missing && (
        <p id={`${id}-error`} css={errorTextStyle}>
          {t('bank.missing')}
        </p>
      )}
    </div>
  );
}
