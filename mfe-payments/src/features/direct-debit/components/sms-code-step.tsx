import { css } from '@emotion/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@dating/platform';
import { SMS_CODE_LENGTH } from '@dating/shared-contracts/api';
import { styles } from '../../transactions';
import { DIRECT_DEBIT_NS } from '../direct-debit-texts';
import { TextField } from './text-field';

const codeStyle = css({ maxWidth: 240, input: { letterSpacing: 4, fontSize: 20 } });

interface Props {
  readonly phoneHint: string;
  readonly code: string;
  readonly onCode: (code: string) => void;
  /** Why the code was refused, next to the field. */
  readonly codeError: string | null;
  readonly confirming: boolean;
  readonly onConfirm: () => void;
  /** Sends the form again for a new code (a new request). */
  readonly onNewCode: () => void;
  readonly requestingCode: boolean;
  readonly onEdit: () => void;
  /** A refusal of the request itself (expired), or a confirmation that a new code went out. */
  readonly notice: ReactNode;
}

/** Step 2: the code the SMS brought confirms the mandate and starts the payment. */
export function SmsCodeStep(props: Props) {
  const { t } = useTranslation(DIRECT_DEBIT_NS);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [props.phoneHint]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onConfirm();
  };
  return (
    <form
      css={{ display: 'grid', gap: 16, marginTop: 16 }}
      noValidate
      onSubmit={submit}
      aria-labelledby="dd-code-title"
    >
      <h2 id="dd-code-title" css={{ margin: 0 }}>
        {t('code.title')}
      </h2>
      <p css={{ margin: 0 }}>{t('code.sent', { phone: props.phoneHint })}</p>
      {props.notice}
      <TextField
        ref={input}
        css={codeStyle}
        id="dd-code"
        label={t('code.label')}
        hint={t('code.hint', { length: SMS_CODE_LENGTH })}
        value={props.code}
        error={props.codeError}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${SMS_CODE_LENGTH}}`}
        maxLength={SMS_CODE_LENGTH}
        onChange={(event) =>
          props.onCode(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))
        }
      />
      <div css={styles.actionsStyle}>
        <button type="submit" css={styles.primaryButton} disabled={props.confirming}>
          {props.confirming ? t('code.confirming') : t('code.confirm')}
        </button>
        <button
          type="button"
          css={styles.secondaryButton}
          onClick={props.onNewCode}
          disabled={props.requestingCode || props.confirming}
        >
          {t('code.newCode')}
        </button>
        <button
          type="button"
          css={styles.secondaryButton}
          onClick={props.onEdit}
          disabled={props.confirming}
        >
          {t('code.edit')}
        </button>
      </div>
    </form>
  );
}
