import { css } from '@emotion/react';
import type { FormEvent, ReactNode } from 'react';
import { useSessionSettings, useTranslation } from '@dating/platform';
import { useErrorText } from '@dating/platform/error-texts';
import { mediaUp, theme } from '@dating/shared-contracts';
import { formatIban } from '@dating/shared-contracts/api';
import { ConsentCheckboxes, styles } from '../../transactions';
import { DIRECT_DEBIT_NS } from '../direct-debit-texts';
import type { DirectDebitForm, FieldName, FieldProblem, FieldProblems } from '../model/form';
import { TextField } from './text-field';

const formStyle = css({ display: 'grid', gap: 16, marginTop: 16 });
const pairStyle = css({
  display: 'grid',
  gap: 16,
  [mediaUp('sm')]: { gridTemplateColumns: '2fr 1fr' },
});
const mandateStyle = css({
  display: 'grid',
  gridTemplateColumns: '24px 1fr',
  gap: 8,
  alignItems: 'start',
  padding: 16,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  input: { width: 20, height: 20, margin: '2px 0 0', accentColor: theme.colors.primary },
  'input:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
});
const errorStyle = css({ margin: 0, fontWeight: 600, color: theme.colors.danger });

const INPUTS: Readonly<
  Record<FieldName, { autoComplete: string; type?: string; inputMode?: 'tel' }>
> = {
  accountHolder: { autoComplete: 'name' },
  iban: { autoComplete: 'off' },
  street: { autoComplete: 'address-line1' },
  houseNumber: { autoComplete: 'address-line2' },
  postcode: { autoComplete: 'postal-code' },
  city: { autoComplete: 'address-level2' },
  phone: { autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
};

export const fieldId = (name: FieldName) => `dd-${name}`;
export const MANDATE_ID = 'dd-mandate';
export const CONSENT_PREFIX = 'dd';

interface Props {
  readonly form: DirectDebitForm;
  readonly onChange: (form: DirectDebitForm) => void;
  /** The problems shown now (a field's after it was left, all of them after a submit). */
  readonly problems: FieldProblems;
  readonly onBlurField: (name: FieldName) => void;
  readonly mandateMissing: boolean;
  readonly consentMissing: boolean;
  readonly submitting: boolean;
  readonly onSubmit: () => void;
  /** A refusal of the whole form (blocked account, limit), with its way out. */
  readonly alert: ReactNode;
}

/** The direct-debit form: who pays from which account, and the mandate. */
export function DirectDebitFormView(props: Props) {
  const { form, onChange, problems, onBlurField } = props;
  const { t } = useTranslation(DIRECT_DEBIT_NS);
  const errorText = useErrorText();
  const settings = useSessionSettings();
  const problemText = (problem: FieldProblem | undefined) => {
    if (!problem) return null;
    return problem === 'iban_invalid' || problem === 'phone_invalid'
      ? errorText(problem)
      : t(`problems.${problem}`);
  };
  const field = (name: FieldName) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={t(`fields.${name}`)}
      value={form[name]}
      error={problemText(problems[name])}
      {...INPUTS[name]}
      {...(name === 'iban'
        ? { hint: t('ibanHint'), spellCheck: false, autoCapitalize: 'characters' }
        : {})}
      {...(name === 'phone' ? { hint: t('phoneHint') } : {})}
      onChange={(event) =>
        onChange({
          ...form,
          [name]: name === 'iban' ? formatIban(event.target.value) : event.target.value,
        })
      }
      onBlur={() => onBlurField(name)}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form css={formStyle} noValidate onSubmit={submit} aria-labelledby="dd-form-title">
      <h2 id="dd-form-title" css={{ margin: 0 }}>
        {t('formTitle')}
      </h2>
      {field('accountHolder')}
      {field('iban')}
      <div css={pairStyle}>
        {field('street')}
        {field('houseNumber')}
      </div>
      <div css={pairStyle}>
        {field('postcode')}
        {field('city')}
      </div>
      {field('phone')}
      <div>
        <label css={mandateStyle}>
          <input
            type="checkbox"
            id={MANDATE_ID}
            checked={form.mandate}
            required
            aria-invalid={props.mandateMissing || undefined}
            aria-describedby={props.mandateMissing ? `${MANDATE_ID}-error` : undefined}
            onChange={(event) => onChange({ ...form, mandate: event.target.checked })}
          />
          <span>{t('mandate', { site: settings?.name ?? t('siteFallback') })}</span>
        </label>
        {props.mandateMissing && (
          <p id={`${MANDATE_ID}-error`} css={errorStyle}>
            {t('problems.mandate')}
          </p>
        )}
      </div>
      <ConsentCheckboxes
        idPrefix={CONSENT_PREFIX}
        legend={t('consentLegend')}
        value={form.consent}
        onChange={(consent) => onChange({ ...form, consent })}
        error={props.consentMissing ? t('problems.consent') : null}
      />
      {props.alert}
      <div>
        <button type="submit" css={styles.primaryButton} disabled={props.submitting}>
          {props.submitting ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
