import {
  DECISION_ACTIONS,
  DECISION_GROUNDS,
  DECISION_TEXT_MAX,
  DECISION_TEXT_MIN,
  textLength,
  SUSPEND_DAYS_MAX,
  SUSPEND_DAYS_MIN,
  type DecisionAction,
  type DecisionBody,
  type DecisionGround,
  type DecisionResponse,
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
  radioGroupStyle,
} from '../../../lib/styles';
import { useDecide } from '../api/item';

interface Draft {
  action: DecisionAction | '';
  ground: DecisionGround | '';
  text: string;
  days: string;
}

type Problems = Partial<Record<keyof Draft, string>>;

export const groundRequired = (action: DecisionAction | '') => action !== 'dismiss';

interface Props {
  readonly itemId: string;
  /** The photo the item is about: the one `remove_photo` removes. */
  readonly photoId: string | null;
  readonly onDecided: (answer: DecisionResponse) => void;
}

/** The decision with its statement of reasons: an action, its ground, the facts, the days. */
export function DecisionForm({ itemId, photoId, onDecided }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const decide = useDecide(itemId);
  const [draft, setDraft] = useState<Draft>({ action: '', ground: '', text: '', days: '' });
  const [problems, setProblems] = useState<Problems>({});
  const form = useRef<HTMLFormElement>(null);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const length = textLength(draft.text);
  // What is sent, and so what the limits apply to: the text without its outer spaces.
  const sentLength = textLength(draft.text.trim());
  const limits = { min: DECISION_TEXT_MIN, max: DECISION_TEXT_MAX };
  const dayLimits = { min: SUSPEND_DAYS_MIN, max: SUSPEND_DAYS_MAX };

  function check(): Problems {
    const found: Problems = {};
    if (!draft.action) found.action = t('decision.actionRequired');
    if (draft.action && groundRequired(draft.action) && !draft.ground) {
      found.ground = t('decision.groundRequired');
    }
    if (sentLength < DECISION_TEXT_MIN) found.text = t('decision.textTooShort', limits);
    else if (sentLength > DECISION_TEXT_MAX) found.text = t('decision.textTooLong', limits);
    if (draft.action === 'suspend') {
      const days = Number(draft.days);
      if (!Number.isInteger(days) || days < SUSPEND_DAYS_MIN || days > SUSPEND_DAYS_MAX) {
        found.days = t('decision.daysInvalid', dayLimits);
      }
    }
    return found;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Once decided, the console is on its way to the next item: no second decision.
    if (decide.isPending || decide.isSuccess) return;
    const found = check();
    setProblems(found);
    const first = (['action', 'ground', 'text', 'days'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    const action = draft.action as DecisionAction;
    const body: DecisionBody = {
      action,
      text: draft.text.trim(),
      ...(action !== 'dismiss' && draft.ground ? { ground: draft.ground } : {}),
      ...(action === 'suspend' ? { days: Number(draft.days) } : {}),
      ...(action === 'remove_photo' && photoId ? { photoId } : {}),
    };
    decide.mutate(body, { onSuccess: onDecided });
  }

  const describe = (field: keyof Draft, ...others: string[]) =>
    [problems[field] && `decision-${field}-error`, ...others].filter(Boolean).join(' ') ||
    undefined;
  const fieldError = (field: keyof Draft) =>
    problems[field] && (
      <p id={`decision-${field}-error`} css={fieldErrorStyle}>
        {problems[field]}
      </p>
    );

  return (
    <form ref={form} css={formStyle} onSubmit={submit} noValidate aria-busy={decide.isPending}>
      {decide.isError && (
        <p role="alert" css={alertStyle}>
          {errorText(decide.error)}
        </p>
      )}
      <fieldset css={radioGroupStyle} aria-describedby={describe('action')}>
        <legend>{t('decision.action')}</legend>
        {DECISION_ACTIONS.map((action, index) => (
          <label key={action}>
            <input
              type="radio"
              name="decision-action"
              value={action}
              checked={draft.action === action}
              data-field={index === 0 ? 'action' : undefined}
              onChange={() => set({ action })}
            />
            {t(`actions.${action}`)}
          </label>
        ))}
        {fieldError('action')}
      </fieldset>

      <div css={fieldStyle}>
        <label htmlFor="decision-ground">{t('decision.ground')}</label>
        <select
          id="decision-ground"
          data-field="ground"
          value={draft.ground}
          required={groundRequired(draft.action)}
          aria-invalid={problems.ground ? true : undefined}
          aria-describedby={describe('ground', 'decision-ground-hint')}
          onChange={(event) => set({ ground: event.target.value as DecisionGround | '' })}
        >
          <option value="">{t('decision.chooseGround')}</option>
          {DECISION_GROUNDS.map((ground) => (
            <option key={ground} value={ground}>
              {t(`grounds.${ground}`)}
            </option>
          ))}
        </select>
        <p id="decision-ground-hint" css={hintStyle}>
          {t('decision.groundHint')}
        </p>
        {fieldError('ground')}
      </div>

      {draft.action === 'suspend' && (
        <div css={fieldStyle}>
          <label htmlFor="decision-days">{t('decision.days')}</label>
          <input
            id="decision-days"
            data-field="days"
            type="number"
            inputMode="numeric"
            min={SUSPEND_DAYS_MIN}
            max={SUSPEND_DAYS_MAX}
            required
            value={draft.days}
            aria-invalid={problems.days ? true : undefined}
            aria-describedby={describe('days', 'decision-days-hint')}
            onChange={(event) => set({ days: event.target.value })}
          />
          <p id="decision-days-hint" css={hintStyle}>
            {t('decision.daysHint', dayLimits)}
          </p>
          {fieldError('days')}
        </div>
      )}

      <div css={fieldStyle}>
        <label htmlFor="decision-text">{t('decision.text')}</label>
        <textarea
          id="decision-text"
          data-field="text"
          rows={5}
          required
          value={draft.text}
          aria-invalid={problems.text ? true : undefined}
          aria-describedby={describe('text', 'decision-text-hint', 'decision-text-counter')}
          onChange={(event) => set({ text: event.target.value })}
        />
        <p id="decision-text-hint" css={hintStyle}>
          {t('decision.textHint', limits)}
        </p>
        <p
          id="decision-text-counter"
          css={[hintStyle, length > DECISION_TEXT_MAX && { color: theme.colors.danger }]}
        >
          {t('decision.textCounter', { length, max: DECISION_TEXT_MAX })}
        </p>
        {fieldError('text')}
      </div>

      <button
        type="submit"
        css={primaryButtonStyle}
        disabled={decide.isPending || decide.isSuccess}
      >
        {t(decide.isPending || decide.isSuccess ? 'decision.submitting' : 'decision.submit')}
      </button>
    </form>
  );
}
