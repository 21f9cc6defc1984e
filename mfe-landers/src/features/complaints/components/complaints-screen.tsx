import { useEffect, useRef, useState } from 'react';
import { useSessionUser, useTranslation } from '@dating/platform';
import { useSearchParams } from '@dating/platform/router';
import { isApiError, isLocale, theme } from '@dating/shared-contracts';
import {
  COMPLAINT_EXPLANATION_MAX,
  COMPLAINT_EXPLANATION_MIN,
  COMPLAINT_NAME_MAX,
  type ComplaintBody,
  type ComplaintField,
  type ComplaintProblems,
} from '@dating/shared-contracts/api';
import { useFileComplaint } from '../api/file-complaint';
import { COMPLAINTS_NS } from '../complaints-texts';
import {
  emptyForm,
  formFieldOf,
  formProblems,
  FORM_FIELDS,
  newNoticeKey,
  problemKey,
  toBody,
  type ComplaintForm,
} from '../model/complaint-form';
import { ComplaintFormView, fieldId } from './complaint-form';
import { ComplaintReceived } from './complaint-received';
import { FailureAlert } from './failure-alert';
import { noticeStyle, pageStyle } from './styles';

/** The numbers the problem texts name. */
const LIMITS = {
  min: COMPLAINT_EXPLANATION_MIN,
  max: COMPLAINT_EXPLANATION_MAX,
  nameMax: COMPLAINT_NAME_MAX,
};

const focusField = (field: ComplaintField) =>
  // After the render that shows the problem, so it is read with the field.
  setTimeout(() => document.getElementById(fieldId(field))?.focus());

/**
 * `/complaints` (`?profile=12` names a profile): a notice under the DSA. What was typed stays
 * through every refusal; sending the same notice again (a retry) reuses its key, so the
 * server files it once.
 */
export function ComplaintsScreen() {
  const { t, i18n, ready } = useTranslation(COMPLAINTS_NS, { useSuspense: false });
  const { t: remoteT } = useTranslation();
  const userEmail = useSessionUser()?.email ?? '';
  const [params] = useSearchParams();
  const [form, setForm] = useState(() => emptyForm(params.get('profile'), userEmail));
  const [left, setLeft] = useState<ReadonlySet<ComplaintField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<ComplaintProblems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [received, setReceived] = useState<{ reference: string; email: string } | null>(null);
  const sent = useRef<{ json: string; body: ComplaintBody } | null>(null);
  const fileComplaint = useFileComplaint();

  // A member's address, once the session knows it, unless something was typed already.
  useEffect(() => {
    if (userEmail)
      setForm((current) => (current.email ? current : { ...current, email: userEmail }));
  }, [userEmail]);

  if (!ready) {
    return (
      <div role="status" aria-busy="true" css={{ padding: 24, color: theme.colors.textMuted }}>
        {remoteT('areas.complaints')}…
      </div>
    );
  }

  const found = formProblems(form);
  const problems: Partial<Record<ComplaintField, string>> = {};
  for (const field of FORM_FIELDS) {
    const typed = field !== 'category' && field !== 'good_faith' && form[field].trim() !== '';
    const client = submitted || (left.has(field) && typed) ? found[field] : undefined;
    const code = serverProblems[field] ?? client;
    if (code) problems[field] = t(problemKey(field, code), LIMITS);
  }

  const send = (body: ComplaintBody) => {
    setFailure(null);
    fileComplaint.mutate(body, {
      onSuccess: ({ reference }) => setReceived({ reference, email: body.email }),
      onError: (error) => {
        const mapped: ComplaintProblems = {};
        for (const { field, messageKey } of isApiError(error) ? (error.fields ?? []) : []) {
          const name = formFieldOf(field);
          if (name) mapped[name] = messageKey as ComplaintProblems[ComplaintField];
        }
        const first = FORM_FIELDS.find((field) => mapped[field]);
        if (!first) return setFailure(error);
        setServerProblems(mapped);
        focusField(first);
      },
    });
  };

  const submit = () => {
    const first = FORM_FIELDS.find((field) => found[field]);
    if (first) {
      setSubmitted(true);
      focusField(first);
      return;
    }
    const language = isLocale(i18n.language) ? i18n.language : 'nl';
    const json = JSON.stringify(toBody(form, language, ''));
    const key = sent.current?.json === json ? sent.current.body.idempotency_key : newNoticeKey();
    sent.current = { json, body: toBody(form, language, key) };
    send(sent.current.body);
  };

  const change = (next: ComplaintForm, field: ComplaintField) => {
    setForm(next);
    if (serverProblems[field]) setServerProblems(({ [field]: _gone, ...rest }) => rest);
  };

  const another = () => {
    setReceived(null);
    setForm(emptyForm(null, userEmail));
    setLeft(new Set());
    setSubmitted(false);
    setServerProblems({});
    sent.current = null;
  };

  return (
    <section css={pageStyle}>
      {received ? (
        <ComplaintReceived {...received} onAnother={another} />
      ) : (
        <>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
          <p css={noticeStyle}>{t('urgent')}</p>
          <ComplaintFormView
            form={form}
            onChange={change}
            onLeave={(field) => setLeft((before) => new Set(before).add(field))}
            problems={problems}
            submitting={fileComplaint.isPending}
            onSubmit={submit}
            alert={
              failure ? (
                <FailureAlert
                  error={failure}
                  onRetry={() => sent.current && send(sent.current.body)}
                />
              ) : null
            }
          />
        </>
      )}
    </section>
  );
}
