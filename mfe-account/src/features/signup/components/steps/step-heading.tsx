import { useTranslation } from '@dating/platform';
import { SIGNUP_NS } from '../../signup-namespace';

/** A step's title and its one-line intro; the frame focuses the title when the step shows. */
export function StepHeading({ id, step }: { id: string; step: string }) {
  const { t } = useTranslation(SIGNUP_NS);
  return (
    <>
      <h2 id={id} tabIndex={-1} css={{ margin: 0, fontSize: 22 }}>
        {t(`steps.${step}.title`)}
      </h2>
      <p css={{ margin: 0 }}>{t(`steps.${step}.intro`)}</p>
    </>
  );
}
