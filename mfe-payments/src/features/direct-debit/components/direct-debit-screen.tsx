import { useRef, useState } from 'react';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { Link, useNavigate, useSearchParams } from '@dating/platform/router';
import { isApiError } from '@dating/shared-contracts';
import { SMS_CODE_LENGTH, type DirectDebitResponse } from '@dating/shared-contracts/api';
import {
  focusMissingConsent,
  isGiven,
  isLocalPath,
  newIdempotencyKey,
  styles,
} from '../../transactions';
import { useConfirmCode, useOffer, useRequestCode } from '../api/direct-debit';
import { DIRECT_DEBIT_NS } from '../direct-debit-texts';
import {
  EMPTY_FORM,
  FIELD_NAMES,
  fieldOfApi,
  fieldProblem,
  formProblems,
  toBody,
  type FieldName,
  type FieldProblems,
} from '../model/form';
import { CONSENT_PREFIX, DirectDebitFormView, fieldId, MANDATE_ID } from './direct-debit-form';
import { PackageSummary } from './package-summary';
import { SmsCodeStep } from './sms-code-step';

type CodeNotice = 'newCode' | 'expired' | 'failed' | null;

/**
 * `/directdebit?package=&return_to=`: the direct-debit form, then the SMS code. What the
 * member typed stays through every refusal and back from the code step; a new code is the
 * form sent again under a new key. The package and its price come from the server's offer.
 */
export function DirectDebitScreen() {
  const { t } = useTranslation(DIRECT_DEBIT_NS);
  // A wrong code's text is kept in state by its handler: the error texts load with the screen.
  const errorMessage = useApiErrorMessage({ now: true });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const packageParam = params.get('package') ?? '';
  const returnParam = params.get('return_to');
  const returnTo = isLocalPath(returnParam) ? returnParam : undefined;
  const hasPackage = /^[0-9]{1,10}$/.test(packageParam);
  const offer = useOffer(hasPackage);
  const request = useRequestCode();
  const confirm = useConfirmCode();

  const [form, setForm] = useState(EMPTY_FORM);
  const [left, setLeft] = useState<ReadonlySet<FieldName>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [step, setStep] = useState<DirectDebitResponse | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: CodeNotice; error?: unknown }>({ kind: null });
  // One key per intended purchase: the same form sent again after a failure is the same one.
  const sent = useRef<{ json: string; key: string } | null>(null);

  const pkg = hasPackage ? offer.data?.packages.find((p) => p.id === packageParam) : undefined;

  const problems: FieldProblems = {};
  for (const name of FIELD_NAMES) {
    const shown = submitted || (left.has(name) && form[name].trim() !== '');
    const problem = serverProblems[name] ?? (shown ? fieldProblem(name, form[name]) : null);
    if (problem) problems[name] = problem;
  }

  const sendForm = (fresh: boolean) => {
    if (!pkg || !offer.data) return;
    const found = formProblems(form);
    const first = FIELD_NAMES.find((name) => found[name]);
    if (first || !form.mandate || !isGiven(form.consent)) {
      setSubmitted(true);
      if (first) document.getElementById(fieldId(first))?.focus();
      else if (!form.mandate) document.getElementById(MANDATE_ID)?.focus();
      else focusMissingConsent(CONSENT_PREFIX, form.consent);
      return;
    }
    const discountCode =
      pkg.discount_percentage > 0 && offer.data.discount ? offer.data.discount.code : undefined;
    const body = toBody(form, pkg.id, { discountCode, returnTo });
    const json = JSON.stringify(body);
    const key = !fresh && sent.current?.json === json ? sent.current.key : newIdempotencyKey();
    sent.current = { json, key };
    setFormError(null);
    request.mutate(
      { ...body, idempotency_key: key },
      {
        onSuccess: (answer) => {
          setStep(answer);
          setCode('');
          setCodeError(null);
          setNotice({ kind: fresh ? 'newCode' : null });
        },
        onError: (error) => {
          setStep(null);
          const fields = isApiError(error) ? (error.fields ?? []) : [];
          const mapped: FieldProblems = {};
          for (const { field, messageKey } of fields) {
            const name = fieldOfApi(field);
            if (name)
              mapped[name] =
                messageKey === 'iban_invalid' || messageKey === 'phone_invalid'
                  ? messageKey
                  : 'required';
          }
          const firstMapped = FIELD_NAMES.find((name) => mapped[name]);
          if (firstMapped) {
            setServerProblems(mapped);
            // After the re-render that shows the form again.
            setTimeout(() => document.getElementById(fieldId(firstMapped))?.focus());
          } else setFormError(error);
        },
      },
    );
  };

  const sendCode = () => {
    if (!step) return;
    if (!new RegExp(`^[0-9]{${SMS_CODE_LENGTH}}$`).test(code)) {
      setCodeError(t('code.format', { length: SMS_CODE_LENGTH }));
      return;
    }
    setCodeError(null);
    setNotice({ kind: null });
    confirm.mutate(
      { request_id: step.request_id, code },
      {
        onSuccess: (answer) => navigate(`/transactions/${answer.payment.id}`),
        onError: (error) => {
          if (isApiError(error) && error.code === 'sms_code_invalid') {
            const attempts = Number(error.params.attempts_left);
            setCodeError(
              [
                errorMessage(error),
                Number.isFinite(attempts) ? t('code.attemptsLeft', { count: attempts }) : '',
              ]
                .filter(Boolean)
                .join(' '),
            );
          } else if (isApiError(error) && error.code === 'sms_code_expired') {
            setNotice({ kind: 'expired', error });
          } else setNotice({ kind: 'failed', error });
        },
      },
    );
  };

  if (hasPackage && offer.isPending) {
    return (
      <section css={styles.pageStyle}>
        <h1>{t('title')}</h1>
        <p role="status" aria-busy="true" css={styles.mutedStyle}>
          {t('loading')}
        </p>
      </section>
    );
  }
  if (offer.isError) {
    return (
      <section css={styles.pageStyle}>
        <h1>{t('title')}</h1>
        <div role="alert" css={styles.alertStyle}>
          <p css={{ margin: 0 }}>{errorMessage(offer.error)}</p>
          <div css={styles.actionsStyle}>
            <button type="button" css={styles.secondaryButton} onClick={() => void offer.refetch()}>
              {t('reload')}
            </button>
          </div>
        </div>
      </section>
    );
  }
  if (!pkg) {
    return (
      <section css={styles.pageStyle}>
        <h1>{t('title')}</h1>
        <div css={styles.cardStyle}>
          <p>{t('noPackage')}</p>
          <Link to="/credits" css={styles.primaryButton}>
            {t('toPackages')}
          </Link>
        </div>
      </section>
    );
  }

  const otherMethod = (
    <Link to={`/credits/${pkg.id}`} css={styles.secondaryButton}>
      {t('otherMethod')}
    </Link>
  );
  return (
    <section css={styles.pageStyle}>
      <h1>{t('title')}</h1>
      <PackageSummary pkg={pkg} />
      {step ? (
        <SmsCodeStep
          phoneHint={step.phone_hint}
          code={code}
          onCode={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          codeError={codeError}
          confirming={confirm.isPending}
          onConfirm={sendCode}
          onNewCode={() => sendForm(true)}
          requestingCode={request.isPending}
          onEdit={() => setStep(null)}
          notice={
            notice.kind === 'newCode' ? (
              <p role="status" css={[styles.noticeStyle, { margin: 0 }]}>
                {t('code.newCodeSent', { phone: step.phone_hint })}
              </p>
            ) : notice.kind ? (
              <p role="alert" css={[styles.alertStyle, { margin: 0 }]}>
                {errorMessage(notice.error)}
              </p>
            ) : null
          }
        />
      ) : (
        <DirectDebitFormView
          form={form}
          onChange={(next) => {
            const changed = FIELD_NAMES.filter((name) => next[name] !== form[name]);
            if (changed.some((name) => serverProblems[name])) {
              const rest = { ...serverProblems };
              for (const name of changed) delete rest[name];
              setServerProblems(rest);
            }
            setForm(next);
          }}
          problems={problems}
          onBlurField={(name) => setLeft((before) => new Set(before).add(name))}
          mandateMissing={submitted && !form.mandate}
          consentMissing={submitted && !isGiven(form.consent)}
          submitting={request.isPending}
          onSubmit={() => sendForm(false)}
          alert={
            formError ? (
              <div role="alert" css={[styles.alertStyle, { margin: 0 }]}>
                <p css={{ margin: '0 0 8px' }}>{errorMessage(formError)}</p>
                {otherMethod}
              </div>
            ) : null
          }
        />
      )}
    </section>
  );
}
