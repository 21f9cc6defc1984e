import type { StaffMe } from '@dating/shared-contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, useErrorText } from '../../../lib/error-text';
import {
  alertStyle,
  formStyle,
  primaryButtonStyle,
  secondaryButtonStyle,
} from '../../../lib/styles';
import { useCodeStep } from '../api/sign-in';
import { Field } from './field';

const CODE = /^[0-9]{6}$/;

interface Props {
  readonly codeToken: string;
  readonly onSignedIn: (me: StaffMe) => void;
  /** Back to the password step, with the reason to show there (null: the person chose to). */
  readonly onStartOver: (reason: string | null) => void;
}

export function CodeStep({ codeToken, onSignedIn, onStartOver }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const step = useCodeStep();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.isPending) return;
    // Authenticator apps show "123 456"; the space is not part of the code.
    const digits = code.replace(/\s+/g, '');
    setInvalid(!CODE.test(digits));
    if (!CODE.test(digits)) return;
    step.mutate(
      { codeToken, code: digits },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (errorCode(error) === 'staff_login_expired') onStartOver(errorText(error));
          else setCode('');
        },
      },
    );
  }

  return (
    <form css={formStyle} onSubmit={submit} noValidate aria-busy={step.isPending}>
      <p>{t('signIn.codeIntro')}</p>
      {step.isError && errorCode(step.error) !== 'staff_login_expired' && (
        <p role="alert" css={alertStyle}>
          {errorText(step.error)}
        </p>
      )}
      <Field
        id="staff-code"
        label={t('signIn.code')}
        hint={t('signIn.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        required
        // The field appears because the password step passed: it is where the person types next.
        autoFocus
        value={code}
        error={invalid ? t('signIn.codeInvalid') : null}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" css={primaryButtonStyle} disabled={step.isPending}>
        {t(step.isPending ? 'signIn.signingIn' : 'signIn.submitCode')}
      </button>
      <button type="button" css={secondaryButtonStyle} onClick={() => onStartOver(null)}>
        {t('signIn.startOver')}
      </button>
    </form>
  );
}
