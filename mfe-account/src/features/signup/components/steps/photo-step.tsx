import { useState } from 'react';
import { useTranslation } from '@dating/platform';
import { alertStyle } from '../../../../components/form-styles';
import { usePhotos } from '../../../photos/api/photos';
import { PhotoManager } from '../../../photos/components/photo-manager';
import { SIGNUP_NS } from '../../signup-namespace';
import { StepActions, type StepProps } from './step-actions';

/**
 * Step 2: a profile photo, with the own profile's photo manager (file picker or drag and
 * drop). It may wait: "Later" goes on without one; "Next" needs a photo.
 */
export function PhotoStep(step: StepProps) {
  const { t } = useTranslation(SIGNUP_NS);
  const photos = usePhotos();
  const [missing, setMissing] = useState(false);
  const hasPhoto = (photos.data?.photos.length ?? 0) > 0;

  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <PhotoManager headingLevel={3} />
      {missing && !hasPhoto && (
        <p role="alert" css={alertStyle}>
          {t('steps.photo.required')}
        </p>
      )}
      <StepActions
        onBack={step.onBack}
        onLater={hasPhoto ? undefined : step.onNext}
        next={() => (hasPhoto ? step.onNext() : setMissing(true))}
        busy={step.moving}
      />
    </div>
  );
}
