import { useSessionSettings, useTranslation } from '@dating/platform';
import { useApiErrorMessage, useErrorText } from '@dating/platform/error-texts';
import {
  PROFILE_ATTRIBUTES,
  type UpdateOwnProfileBody,
  PROFILE_ATTRIBUTE_VALUES,
  isSensitiveAttribute,
  type OwnProfile,
  type ProfileAttribute,
} from '@dating/shared-contracts/api';
import { useState, type FormEvent } from 'react';
import { PROFILE_FIELDS_NS } from '@dating/shared-contracts/profile-fields';
import { alertStyle, formStyle } from '../../../../components/form-styles';
import { SelectField } from '../../../../components/other-fields';
import { useUpdateOwnProfile } from '../../../own-profile/api/own-profile';
import { SensitiveAttributeField } from '../../../own-profile/components/sensitive-attribute-field';
import { fieldErrors } from '../../../../lib/field-errors';
import { SIGNUP_NS } from '../../signup-namespace';
import { StepActions, type StepProps } from './step-actions';

type Values = Partial<Record<ProfileAttribute, string>>;

/**
 * The attributes the domain shows on profiles (`visible_profile_fields`), in its order; the
 * gender always, as search and matches go by it.
 */
function visibleAttributes(fields: readonly string[]): ProfileAttribute[] {
  const shown = fields.filter((field): field is ProfileAttribute =>
    (PROFILE_ATTRIBUTES as readonly string[]).includes(field),
  );
  return shown.includes('gender') ? shown : ['gender', ...shown];
}

/**
 * Step 4: the personal details the domain shows on profiles (gender, sexuality, hair colour
 * ...; the place is step 3). Each one is asked, so matches can be found; they are saved with
 * PUT /api/my-profile.php, and a refusal shows at its field with the choices kept. A
 * sensitive one (the orientation) is optional and kept only with the consent asked beside it.
 */
export function PersonalInfoStep({ profile, ...step }: StepProps & { profile: OwnProfile }) {
  const { t } = useTranslation(SIGNUP_NS);
  const { t: field } = useTranslation(PROFILE_FIELDS_NS);
  const errorMessage = useApiErrorMessage();
  const apiErrorText = useErrorText();
  const settings = useSessionSettings();
  const update = useUpdateOwnProfile();
  const attributes = visibleAttributes(settings?.visible_profile_fields ?? []);
  const [values, setValues] = useState<Values>(() => {
    // The account has a gender before anyone chose one (the signup form does not ask): it
    // counts as chosen once this step was saved, which the other details show.
    const saved = attributes.some((a) => a !== 'gender' && profile[a] !== null);
    return Object.fromEntries(
      attributes.map((a) => [a, a === 'gender' && !saved ? '' : (profile[a] ?? '')]),
    );
  });
  const [consented, setConsented] = useState(profile.consents.sexuality !== null);
  const [ownErrors, setOwnErrors] = useState<Values | null>(null);
  const refused = update.error ? fieldErrors(update.error, attributes) : null;
  const errors: Values = ownErrors ?? refused?.fields ?? {};
  const id = (attribute: string) => `signup-${attribute.replace(/_/g, '-')}`;
  const errorText = (key: string | undefined) => {
    if (!key) return null;
    return key === 'consent_required' ? field('consent.required') : apiErrorText(key);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries([
      ...attributes
        .filter((a) => !values[a] && !isSensitiveAttribute(a))
        .map((a) => [a, 'field_required']),
      ...(values.sexuality && !consented ? [['sexuality', 'consent_required']] : []),
    ]) as Values;
    const first = attributes.find((a) => missing[a]);
    if (first) {
      setOwnErrors(missing);
      document.getElementById(id(first))?.focus();
      return;
    }
    setOwnErrors(null);
    try {
      // Each value is one of PROFILE_ATTRIBUTE_VALUES: the selects offer nothing else.
      const chosen = Object.fromEntries(attributes.map((a) => [a, values[a] || null]));
      await update.mutateAsync({
        ...(chosen as UpdateOwnProfileBody),
        consents: { sexuality: consented && Boolean(values.sexuality) },
      });
      step.onNext();
    } catch (error) {
      const firstRefused = attributes.find((a) => fieldErrors(error, attributes).fields[a]);
      if (firstRefused) document.getElementById(id(firstRefused))?.focus();
    }
  }

  return (
    <form css={formStyle} onSubmit={onSubmit} noValidate aria-labelledby={step.titleId}>
      {refused?.general && !ownErrors && (
        <p role="alert" css={alertStyle}>
          {errorMessage(update.error)}
        </p>
      )}
      {attributes.map((attribute) =>
        isSensitiveAttribute(attribute) ? (
          <SensitiveAttributeField
            key={attribute}
            id={id(attribute)}
            attribute={attribute}
            value={values[attribute] ?? ''}
            consented={consented}
            givenAt={profile.consents[attribute]}
            shownOnProfile
            error={errorText(errors[attribute])}
            onChange={(value) => setValues((v) => ({ ...v, [attribute]: value }))}
            onConsent={setConsented}
          />
        ) : (
          <SelectField
            key={attribute}
            id={id(attribute)}
            label={field(`labels.${attribute}`)}
            value={values[attribute] ?? ''}
            required
            error={errorText(errors[attribute])}
            onChange={(event) => setValues((v) => ({ ...v, [attribute]: event.target.value }))}
          >
            <option value="">{t('choose')}</option>
            {PROFILE_ATTRIBUTE_VALUES[attribute].map((value) => (
              <option key={value} value={value}>
                {field(`values.${attribute}.${value}`)}
              </option>
            ))}
          </SelectField>
        ),
      )}
      <StepActions onBack={step.onBack} next="submit" busy={update.isPending || step.moving} />
    </form>
  );
}
