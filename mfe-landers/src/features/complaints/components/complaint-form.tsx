import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@dating/platform';
import {
  COMPLAINT_EXPLANATION_MAX,
  COMPLAINT_NAME_MAX,
  COMPLAINT_TARGET_MAX,
  textLength,
  type ComplaintField,
} from '@dating/shared-contracts/api';
import { COMPLAINTS_NS } from '../complaints-texts';
import type { ComplaintForm } from '../model/complaint-form';
import { CategoryChoice } from './category-choice';
import { FormField } from './form-field';
import { choiceStyle, errorStyle, formStyle, hintStyle, primaryButton } from './styles';

/** The id of a field's control, where a refusal sends the focus. */
export const fieldId = (field: ComplaintField) => `complaint-${field}`;

type TextField = 'target' | 'email' | 'name';

const INPUTS: Readonly<
  Record<TextField, { type: string; autoComplete: string; maxLength: number }>
> = {
  target: { type: 'text', autoComplete: 'off', maxLength: COMPLAINT_TARGET_MAX },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  name: { type: 'text', autoComplete: 'name', maxLength: COMPLAINT_NAME_MAX },
};

interface Props {
  readonly form: ComplaintForm;
  readonly onChange: (form: ComplaintForm, field: ComplaintField) => void;
  readonly onLeave: (field: ComplaintField) => void;
  /** The texts of the problems shown now, per field. */
  readonly problems: Partial<Record<ComplaintField, string>>;
  readonly submitting: boolean;
  readonly onSubmit: () => void;
  /** A failure of the whole notice (network, too many), with its way out. */
  readonly alert: ReactNode;
}

/** The notice of article 16 DSA: what, where, why, who, and the statement of good faith. */
export function ComplaintFormView({ form, onChange, onLeave, problems, ...props }: Props) {
  const { t } = useTranslation(COMPLAINTS_NS);
  const text = (field: TextField, extra: { required?: boolean; hint?: string } = {}) => (
    <FormField
      id={fieldId(field)}
      label={t(`fields.${field}`)}
      hint={extra.hint}
      error={problems[field]}
      input={{
        ...INPUTS[field],
        name: field,
        value: form[field],
        required: extra.required,
        onChange: (event) => onChange({ ...form, [field]: event.target.value }, field),
        onBlur: () => onLeave(field),
      }}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const goodFaithError = `${fieldId('good_faith')}-error`;

  return (
    <form css={formStyle} noValidate onSubmit={submit} aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" css={{ margin: 0 }}>
        {t('formTitle')}
      </h2>
      <CategoryChoice
        value={form.category}
        onChange={(category) => onChange({ ...form, category }, 'category')}
        error={problems.category ?? null}
      />
      {text('target', { required: true, hint: t('hints.target') })}
      <FormField
        id={fieldId('explanation')}
        label={t('fields.explanation')}
        hint={t('hints.explanation')}
        extra={t('counter', {
          length: textLength(form.explanation.trim()),
          max: COMPLAINT_EXPLANATION_MAX,
        })}
        error={problems.explanation}
        multiline
        input={{
          name: 'explanation',
          value: form.explanation,
          required: true,
          rows: 8,
          onChange: (event) =>
            onChange({ ...form, explanation: event.target.value }, 'explanation'),
          onBlur: () => onLeave('explanation'),
        }}
      />
      {text('email', { required: true, hint: t('hints.email') })}
      {text('name')}
      <div>
        <label css={choiceStyle}>
          <input
            type="checkbox"
            id={fieldId('good_faith')}
            name="good_faith"
            checked={form.goodFaith}
            required
            aria-invalid={problems.good_faith ? true : undefined}
            aria-describedby={problems.good_faith ? goodFaithError : undefined}
            onChange={(event) =>
              onChange({ ...form, goodFaith: event.target.checked }, 'good_faith')
            }
          />
          <span>{t('goodFaith')}</span>
        </label>
        {problems.good_faith && (
          <p id={goodFaithError} css={[errorStyle, { marginTop: 8 }]}>
            {problems.good_faith}
          </p>
        )}
      </div>
      <p css={hintStyle}>{t('privacy')}</p>
      {props.alert}
      <div>
        <button type="submit" css={primaryButton} disabled={props.submitting}>
          {props.submitting ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
