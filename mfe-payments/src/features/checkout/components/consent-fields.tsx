import { useId } from 'react';
import { useTranslation } from '@dating/platform';
import { consentTexts } from '@dating/shared-contracts/api';
import { CHECKOUT_NS } from '../checkout-texts';
import { consentStyle, errorTextStyle, linkStyle } from './styles';

export interface Consent {
  readonly immediate: boolean;
  readonly withdrawalTerms: boolean;
}

interface Props {
  readonly value: Consent;
  readonly onChange: (value: Consent) => void;
  readonly missing: boolean;
}

/** The two statements of decision 0122, in the words the API stores with the payment. */
export function ConsentFields({ value, onChange, missing }: Props) {
  const { t, i18n } = useTranslation(CHECKOUT_NS);
  const texts = consentTexts(i18n.language);
  const id = useId();
  const box = (name: keyof Consent, text: string) => (
    <label>
      <input
        type="checkbox"
        name={name}
        checked={value[name]}
        required
        aria-invalid={missing && !value[name]}
        aria-describedby={missing && !value[name] ? `${id}-error` : undefined}
        onChange={(event) => onChange({ ...value, [name]: event.target.checked })}
      />
      <span>{text}</span>
    </label>
  );
  return (
    <fieldset css={consentStyle}>
      <legend>{t('consent.legend')}</legend>
      {box('immediate', texts.immediate)}
      {box('withdrawalTerms', texts.withdrawalTerms)}
      {missing && (
        <p id={`${id}-error`} role="alert" css={errorTextStyle}>
          {t('consent.missing')}
        </p>
      )}
      <a href="/pages/return-policy" target="_blank" rel="noopener" css={linkStyle}>
        {t('consent.returnPolicy')}
      </a>
    </fieldset>
  );
}
