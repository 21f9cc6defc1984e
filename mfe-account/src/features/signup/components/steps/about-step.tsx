import { ABOUT_MAX_LENGTH, type OwnProfile } from '@dating/shared-contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage, useErrorText } from '@dating/platform/error-texts';
import { alertStyle, formStyle } from '../../../../components/form-styles';
import { TextAreaField } from '../../../../components/other-fields';
import { useUpdateOwnProfile } from '../../../own-profile/api/own-profile';
import { fieldErrors } from '../../../../lib/field-errors';
import { SIGNUP_NS } from '../../signup-namespace';
import { StepActions, type StepProps } from './step-actions';

const FIELD_ID = 'signup-about';

/**
 * Step 5: a few words about the member, what others read first on the profile. What they
 * wrote with the account (the signup form's "about me") is here already.
 */
export function AboutStep({ profile, ...step }: StepProps & { profile: OwnProfile }) {
  const { t } = useTranslation(SIGNUP_NS);
  const errorMessage = useApiErrorMessage();
  const errorText = useErrorText();
  const update = useUpdateOwnProfile();
  const [about, setAbout] = useState(profile.about ?? '');
  const [missing, setMissing] = useState(false);
  const refused = update.error ? fieldErrors(update.error, ['about'] as const) : null;
  const errorKey = missing ? 'field_required' : refused?.fields.about;

  const focusField = () => document.getElementById(FIELD_ID)?.focus();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = about.trim();
    setMissing(text === '');
    if (text === '') {
      focusField();
      return;
    }
    try {
      await update.mutateAsync({ about: text });
      step.onNext();
    } catch {
      focusField();
    }
  }

  return (
    <form css={formStyle} onSubmit={onSubmit} noValidate aria-labelledby={step.titleId}>
      {refused?.general && (
        <p role="alert" css={alertStyle}>
          {errorMessage(update.error)}
        </p>
      )}
      <TextAreaField
        id={FIELD_ID}
        label={t('steps.about.label')}
        hint={t('steps.about.hint', { max: ABOUT_MAX_LENGTH })}
        value={about}
        rows={6}
        maxLength={ABOUT_MAX_LENGTH}
        required
        error={errorKey ? errorText(errorKey) : null}
        onChange={(event) => setAbout(event.target.value)}
      />
      <StepActions onBack={step.onBack} next="submit" busy={update.isPending || step.moving} />
    </form>
  );
}
