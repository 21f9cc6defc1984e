import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { consentTexts } from '@dating/shared-contracts/api';

export interface Consent {
  readonly immediate: boolean;
  readonly withdrawalTerms: boolean;
}

export const NO_CONSENT: Consent = { immediate: false, withdrawalTerms: false };
export const isGiven = (consent: Consent) => consent.immediate && consent.withdrawalTerms;

const fieldsetStyle = css({
  display: 'grid',
  gap: 12,
  margin: 0,
  padding: 16,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  legend: { padding: '0 4px', fontWeight: 700 },
  label: { display: 'grid', gridTemplateColumns: '24px 1fr', gap: 8, alignItems: 'start' },
  input: { width: 20, height: 20, margin: '2px 0 0', accentColor: theme.colors.primary },
  'input:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
});

const errorStyle = css({ margin: 0, fontWeight: 600, color: theme.colors.danger });

/**
 * The two statements a member ticks before paying, in the words of the contracts (the words
 * the API stores with the payment and repeats in the receipt mail), required both.
 */
export function ConsentCheckboxes({
  legend,
  value,
  onChange,
  error,
  idPrefix,
}: {
  legend: string;
  value: Consent;
  onChange: (value: Consent) => void;
  /** Why the purchase waits: shown under the statements and read with them. */
  error: string | null;
  idPrefix: string;
}) {
  const { i18n } = useTranslation();
  const texts = consentTexts(i18n.language);
  const errorId = `${idPrefix}-consent-error`;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset css={fieldsetStyle} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <label>
        <input
          type="checkbox"
          id={`${idPrefix}-consent-immediate`}
          checked={value.immediate}
          required
          aria-invalid={error && !value.immediate ? true : undefined}
          onChange={(event) => onChange({ ...value, immediate: event.target.checked })}
        />
        <span>{texts.immediate}</span>
      </label>
      <label>
        <input
          type="checkbox"
          id={`${idPrefix}-consent-withdrawal`}
          checked={value.withdrawalTerms}
          required
          aria-invalid={error && !value.withdrawalTerms ? true : undefined}
          onChange={(event) => onChange({ ...value, withdrawalTerms: event.target.checked })}
        />
        <span>{texts.withdrawalTerms}</span>
      </label>
      {error && (
        <p id={errorId} css={errorStyle}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Moves the focus to the first statement not ticked, so the member sees what is missing. */
export function focusMissingConsent(idPrefix: string, value: Consent) {
  const id = value.immediate ? `${idPrefix}-consent-withdrawal` : `${idPrefix}-consent-immediate`;
  document.getElementById(id)?.focus();
}
