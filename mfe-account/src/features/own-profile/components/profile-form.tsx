import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useSessionSettings, useTranslation } from '@dating/platform';
import { useApiErrorMessage, useErrorText } from '@dating/platform/error-texts';
import { theme } from '@dating/shared-contracts';
import {
  ABOUT_MAX_LENGTH,
  PROFILE_ATTRIBUTES,
  PROFILE_ATTRIBUTE_VALUES,
  isSensitiveAttribute,
  type OwnProfile,
  type UpdateOwnProfileBody,
} from '@dating/shared-contracts/api';
import { PROFILE_FIELDS_NS } from '@dating/shared-contracts/profile-fields';
import { alertStyle, formStyle, primaryButtonStyle } from '../../../components/form-styles';
import { savedStatusStyle } from '../../../components/more-form-styles';
import { TextField } from '../../../components/text-field';
import { SelectField, TextAreaField } from '../../../components/other-fields';
import { fieldErrors } from '../../../lib/field-errors';
import { useUpdateOwnProfile } from '../api/own-profile';
import { OWN_PROFILE_NS } from '../own-profile-namespace';
import { InterestChips } from './interest-chips';
import { SensitiveAttributeField } from './sensitive-attribute-field';

/** The attributes chosen from a list; gender is required, the others may stay empty. */
const OPTIONAL_ATTRIBUTES = PROFILE_ATTRIBUTES.filter((field) => field !== 'gender');
type Attribute = (typeof OPTIONAL_ATTRIBUTES)[number];

const FIELDS = [
  'name',
  'birth_date',
  'gender',
  ...OPTIONAL_ATTRIBUTES,
  'about',
  'interest_ids',
] as const;
type Field = (typeof FIELDS)[number];

type Values = Record<Exclude<Field, 'interest_ids'>, string> & { interest_ids: string[] };

const valuesOf = (profile: OwnProfile): Values => ({
  name: profile.name,
  birth_date: profile.birth_date,
  gender: profile.gender,
  ...(Object.fromEntries(
    OPTIONAL_ATTRIBUTES.map((field) => [field, profile[field] ?? '']),
  ) as Record<Attribute, string>),
  about: profile.about ?? '',
  interest_ids: profile.interest_ids,
});

/**
 * The form's values as a change. The orientation goes with its consent: ticked, it is
 * given; unticked where one was given before, it is withdrawn (and the value erased).
 */
const bodyOf = (values: Values, consented: boolean): UpdateOwnProfileBody => ({
  name: values.name.trim(),
  birth_date: values.birth_date,
  gender: values.gender as OwnProfile['gender'],
  ...Object.fromEntries(OPTIONAL_ATTRIBUTES.map((field) => [field, values[field] || null])),
  about: values.about.trim() || null,
  interest_ids: values.interest_ids,
  consents: { sexuality: consented && values.sexuality !== '' },
});

const groupStyle = css({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  legend: {
    fontSize: 18,
    fontWeight: 600,
    color: theme.colors.secondary,
    padding: 0,
    marginBottom: 12,
  },
});
const attributesStyle = css({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

/**
 * Every field of the profile but the place (LocationPicker saves that) in one form: name,
 * birth date, gender, the attributes, about me and the interests. The server's refusals are
 * shown at their fields; what the member typed stays.
 */
export function ProfileForm({ profile }: { readonly profile: OwnProfile }) {
  const { t } = useTranslation(OWN_PROFILE_NS);
  const { t: field } = useTranslation(PROFILE_FIELDS_NS);
  // Its handler keeps an error's text in state: the error texts load with the form.
  const errorMessage = useApiErrorMessage({ now: true });
  const errorText = useErrorText();
  const update = useUpdateOwnProfile();
  const settings = useSessionSettings();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [consented, setConsented] = useState(profile.consents.sexuality !== null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const set = <F extends keyof Values>(name: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSaved(false);
  };
  const errorOf = (name: Field) => {
    const problem = problems[name];
    if (!problem) return null;
    return problem === 'consent_required' ? field('consent.required') : errorText(problem);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    setSaved(false);
    if (!values.name.trim()) {
      setProblems({ name: 'field_required' });
      return;
    }
    // A new orientation without its consent: asked for here, nothing is sent.
    if (values.sexuality && !consented && profile.consents.sexuality === null) {
      setProblems({ sexuality: 'consent_required' });
      document.getElementById('profile-sexuality')?.focus();
      return;
    }
    try {
      const answer = await update.mutateAsync(bodyOf(values, consented));
      // A withdrawn consent erased its value: the form shows what is stored now.
      setValues((current) => ({ ...current, sexuality: answer.profile.sexuality ?? '' }));
      setConsented(answer.profile.consents.sexuality !== null);
      setProblems({});
      setSaved(true);
    } catch (error) {
      const found = fieldErrors(error, FIELDS);
      setProblems(found.fields);
      if (found.general) setGeneral(errorMessage(error));
    }
  }

  const attributeSelect = (name: Attribute | 'gender') =>
    isSensitiveAttribute(name) ? (
      <SensitiveAttributeField
        key={name}
        id={`profile-${name}`}
        attribute={name}
        value={values[name]}
        consented={consented}
        givenAt={profile.consents[name]}
        shownOnProfile={settings?.visible_profile_fields.includes(name) ?? false}
        error={errorOf(name)}
        onChange={(value) => set(name, value)}
        onConsent={(ticked) => {
          setConsented(ticked);
          setSaved(false);
        }}
      />
    ) : (
      <SelectField
        key={name}
        id={`profile-${name}`}
        label={field(`labels.${name}`)}
        value={values[name]}
        error={errorOf(name)}
        onChange={(event) => set(name, event.target.value)}
      >
        {name !== 'gender' && <option value="">{t('profile.notSaying')}</option>}
        {PROFILE_ATTRIBUTE_VALUES[name].map((value) => (
          <option key={value} value={value}>
            {field(`values.${name}.${value}`)}
          </option>
        ))}
      </SelectField>
    );

  return (
    <form css={formStyle} aria-labelledby="profile-form-title" onSubmit={onSubmit} noValidate>
      <h2 id="profile-form-title">{t('profile.detailsTitle')}</h2>
      <fieldset css={groupStyle}>
        <legend>{t('profile.aboutYou')}</legend>
        <TextField
          id="profile-name"
          label={t('profile.name')}
          value={values.name}
          maxLength={60}
          autoComplete="nickname"
          error={errorOf('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          id="profile-birth-date"
          type="date"
          label={t('profile.birthDate')}
          value={values.birth_date}
          autoComplete="bday"
          error={errorOf('birth_date')}
          onChange={(event) => set('birth_date', event.target.value)}
        />
        {attributeSelect('gender')}
      </fieldset>
      <fieldset css={groupStyle}>
        <legend>{t('profile.looks')}</legend>
        <div css={attributesStyle}>{OPTIONAL_ATTRIBUTES.map(attributeSelect)}</div>
      </fieldset>
      <TextAreaField
        id="profile-about"
        label={t('profile.about')}
        hint={t('profile.aboutHint', { max: ABOUT_MAX_LENGTH })}
        value={values.about}
        rows={6}
        maxLength={ABOUT_MAX_LENGTH}
        error={errorOf('about')}
        onChange={(event) => set('about', event.target.value)}
      />
      <InterestChips
        selected={values.interest_ids}
        error={errorOf('interest_ids')}
        onChange={(ids) => set('interest_ids', ids)}
      />
      {general && (
        <p role="alert" css={alertStyle}>
          {general}
        </p>
      )}
      {Object.keys(problems).length > 0 && (
        <p role="alert" css={alertStyle}>
          {t('profile.fixFields')}
        </p>
      )}
      <p role="status" css={savedStatusStyle}>
        {saved ? t('profile.saved') : ''}
      </p>
      <button type="submit" css={primaryButtonStyle} disabled={update.isPending}>
        {update.isPending ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
