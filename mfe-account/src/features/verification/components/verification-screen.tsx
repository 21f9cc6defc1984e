import { useSessionUser, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { Link, useLocation } from '@dating/platform/router';
import { loginFrom } from '@dating/shared-contracts';
import type { VerificationResponse } from '@dating/shared-contracts/api';
import { css } from '@emotion/react';
import { alertStyle, panelStyle, primaryButtonStyle } from '../../../components/form-styles';
import { outlineButtonStyle } from '../../../components/more-form-styles';
import { useDrawPose, useSendSelfie, useVerification } from '../api/verification';
import { VERIFICATION_NS } from '../verification-texts';
import { PoseDrawing } from './pose-drawing';

/** The namespace this chunk's texts are in (loaded by the route before it renders). */
export const VERIFICATION_NAMESPACE = VERIFICATION_NS;

const pageStyle = css(panelStyle, {
  maxWidth: 560,
  display: 'grid',
  gap: 16,
  h1: { margin: 0 },
  h2: { margin: 0, fontSize: 20 },
  p: { margin: 0 },
});
const poseStyle = css({ display: 'grid', gap: 12, justifyItems: 'center', textAlign: 'center' });
// The file input is the button: a label styled as one opens the camera (capture="user").
const cameraStyle = css(primaryButtonStyle, {
  display: 'inline-block',
  'input:focus-visible + &': { outline: '3px solid currentColor', outlineOffset: 2 },
});
const hiddenInput = css({ position: 'absolute', width: 1, height: 1, opacity: 0 });

const day = (iso: string | undefined, locale: string) =>
  iso ? new Date(iso).toLocaleDateString(locale, { dateStyle: 'long' }) : '';

/** The drawn pose with what to do, and the camera. */
function TakeSelfie({ state }: { state: VerificationResponse }) {
  const { t } = useTranslation(VERIFICATION_NS);
  const errorMessage = useApiErrorMessage();
  const send = useSendSelfie();
  const pose = state.pose!;
  return (
    <div css={poseStyle}>
      <h2>{t('poseTitle')}</h2>
      <PoseDrawing pose={pose} label={t(`poses.${pose}`)} />
      <p>{t('poseInstruction', { pose: t(`poses.${pose}`) })}</p>
      <input
        id="verification-selfie"
        type="file"
        accept="image/*"
        capture="user"
        css={hiddenInput}
        disabled={send.isPending}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) send.mutate(file);
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor="verification-selfie" css={cameraStyle}>
        {t('takeSelfie')}
      </label>
      {send.isPending && <p role="status">{t('sending')}</p>}
      {send.isError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(send.error)}
        </p>
      )}
    </div>
  );
}

/** Where the member's verification stands, and what they can do next. */
function VerificationState({ state }: { state: VerificationResponse }) {
  const { t, i18n } = useTranslation(VERIFICATION_NS);
  const errorMessage = useApiErrorMessage();
  const draw = useDrawPose();
  const start = (label: string) => (
    <>
      <button
        type="button"
        css={primaryButtonStyle}
        disabled={draw.isPending}
        onClick={() => draw.mutate()}
      >
        {label}
      </button>
      {draw.isError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(draw.error)}
        </p>
      )}
    </>
  );
  switch (state.status) {
    case 'pending':
      return (
        <>
          <p role="status">{t('pending', { date: day(state.requested_at, i18n.language) })}</p>
          {state.pose && <p>{t('pendingPose', { pose: t(`poses.${state.pose}`) })}</p>}
        </>
      );
    case 'verified':
      return <p role="status">{t('verified', { date: day(state.decided_at, i18n.language) })}</p>;
    case 'paused':
      return <p role="status">{t('paused')}</p>;
    case 'refused':
      return (
        <>
          <p role="alert" css={alertStyle}>
            {t('refused', { reason: t(`reasons.${state.reason ?? 'other'}`) })}
          </p>
          {state.pose ? <TakeSelfie state={state} /> : start(t('tryAgain'))}
        </>
      );
    default:
      return state.pose ? <TakeSelfie state={state} /> : start(t('start'));
  }
}

/**
 * `/verify`: a member shows they are the person in their photos with a selfie in a pose the
 * server draws; a moderator compares the two. The selfie is kept only until then.
 */
export function VerificationScreen() {
  const { t } = useTranslation(VERIFICATION_NS);
  const loggedIn = useSessionUser() !== null;
  const location = useLocation();
  const verification = useVerification(loggedIn);
  const errorMessage = useApiErrorMessage();
  return (
    <section css={pageStyle} aria-labelledby="verification-title">
      <h1 id="verification-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>{t('privacy')}</p>
      {!loggedIn ? (
        <Link to={loginFrom(location)}>{t('toLogin')}</Link>
      ) : verification.isError ? (
        <>
          <p role="alert" css={alertStyle}>
            {errorMessage(verification.error)}
          </p>
          <button
            type="button"
            css={outlineButtonStyle}
            onClick={() => void verification.refetch()}
          >
            {t('retry')}
          </button>
        </>
      ) : verification.data ? (
        <VerificationState state={verification.data} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}
