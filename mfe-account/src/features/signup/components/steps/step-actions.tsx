import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { primaryButtonStyle } from '../../../../components/form-styles';
import { secondaryButtonStyle } from '../../../../components/more-form-styles';
import { SIGNUP_NS } from '../../signup-namespace';

/** What the steps frame hands each step: how to go on and back. */
export interface StepProps {
  /** Where the step's heading gets its id, so the frame can move the focus to it. */
  readonly titleId: string;
  /** Goes to the next step once this one is saved. */
  readonly onNext: () => void;
  /** Goes to the previous step; none on the first step after the account. */
  readonly onBack?: () => void;
  /** True while the frame saves a move. */
  readonly moving: boolean;
}

const rowStyle = css({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  gap: 12,
  justifyContent: 'space-between',
  '& > *': { flex: '1 1 140px' },
});

/**
 * The buttons under a step: Back, Later (where a step may be skipped) and the step's primary
 * action: the submit button of the step's form ('submit'), a button of its own, or none.
 */
export function StepActions({
  onBack,
  onLater,
  next,
  nextLabel,
  busy,
}: {
  onBack?: () => void;
  onLater?: () => void;
  next?: 'submit' | (() => void);
  nextLabel?: string;
  busy: boolean;
}) {
  const { t } = useTranslation(SIGNUP_NS);
  return (
    <div css={rowStyle}>
      {onBack && (
        <button type="button" css={secondaryButtonStyle} onClick={onBack} disabled={busy}>
          {t('actions.back')}
        </button>
      )}
      {onLater && (
        <button type="button" css={secondaryButtonStyle} onClick={onLater} disabled={busy}>
          {t('actions.later')}
        </button>
      )}
      {next && (
        <button
          type={next === 'submit' ? 'submit' : 'button'}
          css={primaryButtonStyle}
          onClick={next === 'submit' ? undefined : next}
          disabled={busy}
        >
          {busy ? t('actions.saving') : (nextLabel ?? t('actions.next'))}
        </button>
      )}
    </div>
  );
}
