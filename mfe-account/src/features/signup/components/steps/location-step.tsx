import type { OwnProfile } from '@dating/shared-contracts/api';
import { useState } from 'react';
import { useTranslation } from '@dating/platform';
import { alertStyle } from '../../../../components/form-styles';
import { LocationPicker } from '../../../own-profile/components/location-picker';
import { SIGNUP_NS } from '../../signup-namespace';
import { StepActions, type StepProps } from './step-actions';

/**
 * Step 3: where the member lives, kept coarse (decision 0112): the own profile's location
 * picker, by the browser's position or a chosen region and city. Saving a place goes on to
 * the next step; a member who has one already may go on at once.
 */
export function LocationStep({ profile, ...step }: StepProps & { profile: OwnProfile }) {
  const { t } = useTranslation(SIGNUP_NS);
  const [hasPlace, setHasPlace] = useState(Boolean(profile.city));
  const [missing, setMissing] = useState(false);

  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <LocationPicker
        place={profile}
        idPrefix="signup-location"
        headingLevel={3}
        onSaved={() => {
          setHasPlace(true);
          setMissing(false);
          step.onNext();
        }}
      />
      {missing && (
        <p role="alert" css={alertStyle}>
          {t('steps.location.required')}
        </p>
      )}
      <StepActions
        onBack={step.onBack}
        busy={step.moving}
        next={() => {
          if (hasPlace) step.onNext();
          else {
            setMissing(true);
            document.getElementById('signup-location-region')?.focus();
          }
        }}
      />
    </div>
  );
}
