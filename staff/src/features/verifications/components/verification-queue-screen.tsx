import { css } from '@emotion/react';
import {
  VERIFICATION_REFUSALS,
  type VerificationRefusal,
  type VerificationRequest,
} from '@dating/shared-contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { formatAge } from '../../../lib/format-age';
import {
  alertStyle,
  fieldStyle,
  mutedStyle,
  panelStyle,
  photoGridStyle,
  primaryButtonStyle,
  secondaryButtonStyle,
} from '../../../lib/styles';
import { useDecideVerification, useVerificationQueue } from '../api/verification-queue';

const screenStyle = css({ display: 'grid', gap: 16, h1: { margin: 0 } });
const requestStyle = css(panelStyle, {
  display: 'grid',
  gap: 12,
  h2: { margin: 0, fontSize: 18 },
  h3: { margin: 0, fontSize: 16 },
  p: { margin: 0 },
});
// The selfie (or new main photo) beside the profile's photos, side by side from tablet width.
const compareStyle = css({
  display: 'grid',
  gap: 16,
  '@media (min-width: 720px)': { gridTemplateColumns: 'minmax(200px, 1fr) 2fr' },
  figure: { margin: 0, display: 'grid', gap: 6 },
});
const gridStyle = css(photoGridStyle, {
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
});
const subjectStyle = css(photoGridStyle, { gridTemplateColumns: '1fr', maxWidth: 320 });
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' });

const secondsSince = (since: string) => Math.max(0, (Date.now() - Date.parse(since)) / 1000);

/** One request: what to compare, and the decision (a reason is required to refuse). */
function RequestPanel({ request }: { request: VerificationRequest }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const decide = useDecideVerification();
  const [reason, setReason] = useState<VerificationRefusal | ''>('');
  const titleId = `verification-${request.id}`;
  const reasonId = `verification-reason-${request.id}`;
  const selfie = request.kind === 'selfie';
  return (
    <li>
      <article css={requestStyle} aria-labelledby={titleId}>
        <h2 id={titleId}>
          {t(selfie ? 'verifications.selfieOf' : 'verifications.mainPhotoOf', {
            name: request.name || t('photos.noName'),
            id: request.profileId,
          })}
        </h2>
        <p css={mutedStyle}>
          {t('photos.waitingFor', { age: formatAge(secondsSince(request.createdAt), t) })}
        </p>
        {request.pose && (
          <p>{t('verifications.poseAsked', { pose: t(`verifications.poses.${request.pose}`) })}</p>
        )}
        <div css={compareStyle}>
          <figure>
            <h3>{t(selfie ? 'verifications.selfie' : 'verifications.newMain')}</h3>
            {selfie && request.selfieUrl ? (
              <div css={subjectStyle}>
                <img
                  src={request.selfieUrl}
                  alt={t('verifications.selfieAlt', { name: request.name })}
                />
              </div>
            ) : request.mainPhoto ? (
              <div css={subjectStyle}>
                <img
                  src={request.mainPhoto.url}
                  alt={t('verifications.newMainAlt', { name: request.name })}
                />
              </div>
            ) : (
              <p css={mutedStyle}>{t('verifications.noMain')}</p>
            )}
          </figure>
          <div>
            <h3>{t('photos.onProfile')}</h3>
            {request.photos.length === 0 ? (
              <p css={mutedStyle}>{t('photos.noneOnProfile')}</p>
            ) : (
              <ul css={gridStyle}>
                {request.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <img
                      src={photo.url}
                      alt={t('photos.profilePhoto', { position: index + 1, name: request.name })}
                      loading="lazy"
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <div css={actionsStyle}>
          <button
            type="button"
            css={primaryButtonStyle}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: request.id, body: { approve: true } })}
          >
            {t('verifications.approve')}
          </button>
          <div css={fieldStyle}>
            <label htmlFor={reasonId}>{t('verifications.reason')}</label>
            <select
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value as VerificationRefusal)}
            >
              <option value="">{t('verifications.chooseReason')}</option>
              {VERIFICATION_REFUSALS.map((code) => (
                <option key={code} value={code}>
                  {t(`verifications.reasons.${code}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            css={secondaryButtonStyle}
            disabled={decide.isPending || reason === ''}
            onClick={() =>
              reason !== '' && decide.mutate({ id: request.id, body: { approve: false, reason } })
            }
          >
            {t('verifications.refuse')}
          </button>
        </div>
        {decide.isError && (
          <p role="alert" css={alertStyle}>
            {errorText(decide.error)}
          </p>
        )}
      </article>
    </li>
  );
}

/**
 * "Verificaties": selfies in the pose the site asked for, and verified members' new main
 * photos, each beside the profile's photos; approved or refused with a reason the member
 * reads. The selfie is deleted with the decision.
 */
export function VerificationQueueScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queue = useVerificationQueue();
  const requests = queue.data?.requests;
  return (
    <section css={screenStyle} aria-labelledby="verifications-title">
      <h1 id="verifications-title">{t('verifications.title')}</h1>
      <p css={[mutedStyle, { margin: 0 }]}>{t('verifications.intro')}</p>
      {queue.isError && (
        <div css={actionsStyle}>
          <p role="alert" css={alertStyle}>
            {errorText(queue.error)}
          </p>
          <button type="button" css={primaryButtonStyle} onClick={() => void queue.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {queue.isPending && <p role="status">{t('verifications.loading')}</p>}
      {requests && requests.length === 0 && <p css={panelStyle}>{t('verifications.empty')}</p>}
      {requests && requests.length > 0 && (
        <ul css={{ display: 'grid', gap: 16, margin: 0, padding: 0, listStyle: 'none' }}>
          {requests.map((request) => (
            <RequestPanel key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
