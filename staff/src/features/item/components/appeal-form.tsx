import {
  APPEAL_OUTCOMES,
  DECISION_TEXT_MAX,
  DECISION_TEXT_MIN,
  textLength,
  type AppealOutcome,
} from '@dating/shared-contracts/api';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import {
  alertStyle,
  fieldErrorStyle,
  fieldStyle,
  formStyle,
  hintStyle,
  primaryButtonStyle,
  radioGroupStyle,
} from '../../../lib/styles';
import { useDecideAppeal } from '../api/item';

interface Problems {
  outcome?: string;
  text?: string;
}

/**
 * An appeal's outcome: upheld, or reversed (what the decision changed comes back), with the
 * explanation the member reads. Only a moderator other than the decision's maker sees it.
 */
export function AppealForm({ itemId, onDecided }: { itemId: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const decide = useDecideAppeal(itemId);
  const [outcome, setOutcome] = useState<AppealOutcome | ''>('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const form = useRef<HTMLFormElement>(null);
  const sentLength = textLength(text.trim());
  const limits = { min: DECISION_TEXT_MIN, max: DECISION_TEXT_MAX };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (decide.isPending || decide.isSuccess) return;
    const found: Problems = {};
    if (!outcome) found.outcome = t('appeal.outcomeRequired');
    if (sentLength < DECISION_TEXT_MIN) found.text = t('decision.textTooShort', limits);
    else if (sentLength > DECISION_TEXT_MAX) found.text = t('decision.textTooLong', limits);
    setProblems(found);
    const first = (['outcome', 'text'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    decide.mutate(
      { outcome: outcome as AppealOutcome, text: text.trim() },
      { onSuccess: onDecided },
    );
  }

  const describe = (field: keyof Problems, ...others: string[]) =>
    [problems[field] && `appeal-${field}-error`, ...others].filter(Boolean).join(' ') || undefined;

  return (
    <form ref={form} css={formStyle} onSubmit={submit} noValidate aria-busy={decide.isPending}>
      {decide.isError && (
        <p role="alert" css={alertStyle}>
          {errorText(decide.error)}
        </p>
      )}
      <fieldset css={radioGroupStyle} aria-describedby={describe('outcome')}>
        <legend>{t('appeal.outcome')}</legend>
        {APPEAL_OUTCOMES.map((value, index) => (
          <label key={value}>
            <input
              type="radio"
              name="appeal-outcome"
              value={value}
              checked={outcome === value}
              data-field={index === 0 ? 'outcome' : undefined}
              onChange={() => setOutcome(value)}
            />
            {t(`appeal.outcomes.${value}`)}
          </label>
        ))}
        {problems.outcome && (
          <p id="appeal-outcome-error" css={fieldErrorStyle}>
            {problems.outcome}
          </p>
        )}
      </fieldset>
      <div css={fieldStyle}>
        <label htmlFor="appeal-text">{t('appeal.text')}</label>
        <textarea
          id="appeal-text"
          data-field="text"
          rows={5}
          required
          value={text}
          aria-invalid={problems.text ? true : undefined}
          aria-describedby={describe('text', 'appeal-text-hint')}
          onChange={(event) => setText(event.target.value)}
        />
        <p id="appeal-text-hint" css={hintStyle}>
          {t('appeal.textHint', limits)}
        </p>
        {problems.text && (
          <p id="appeal-text-error" css={fieldErrorStyle}>
            {problems.text}
          </p>
        )}
      </div>
      <button
        type="submit"
        css={primaryButtonStyle}
        disabled={decide.isPending || decide.isSuccess}
      >
        {t(decide.isPending || decide.isSuccess ? 'decision.submitting' : 'appeal.submit')}
      </button>
    </form>
  );
}
