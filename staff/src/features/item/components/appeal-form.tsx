import { css } from '@emotion/react';
import {
  APPEAL_OUTCOMES,
  DECISION_TEXT_MAX,
  DECISION_TEXT_MIN,
  type AppealOutcome,
} from '@dating/shared-contracts/api';
import { theme } from '@dating/shared-contracts/theme';
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
} from '../../../lib/styles';
import { useDecideAppeal } from '../api/item';

const radiosStyle = css({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: 4,
  legend: { fontWeight: 600, padding: 0, marginBottom: 4 },
  label: { display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' },
  input: { width: 20, height: 20, margin: 0, accentColor: theme.colors.secondary },
});

/** Characters as the server counts them: code points. */
const lengthOf = (text: string) => [...text].length;

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
  const sentLength = lengthOf(text.trim());
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
      <fieldset css={radiosStyle} aria-describedby={describe('outcome')}>
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
