import { css } from '@emotion/react';
import { isApiError } from '@dating/shared-contracts';
import type { PhotoQueueResponse } from '@dating/shared-contracts/api';
import { theme } from '@dating/shared-contracts/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { formatAge } from '../../../lib/format-age';
import { itemPath } from '../../../lib/paths';
import { useRecentDecision } from '../../../lib/recent-decision';
import {
  alertStyle,
  buttonLinkStyle,
  mutedStyle,
  panelStyle,
  photoGridStyle,
  primaryButtonStyle,
} from '../../../lib/styles';
import { photoQueueKey, useApprovePhoto, usePhotoQueue } from '../api/photo-queue';

const { colors } = theme;

type ProfileGroup = PhotoQueueResponse['profiles'][number];
type Waiting = ProfileGroup['pending'][number];

const screenStyle = css({ display: 'grid', gap: 16, h1: { margin: 0 } });
const groupStyle = css(panelStyle, {
  display: 'grid',
  gap: 12,
  h2: { margin: 0, fontSize: 18 },
  h3: { margin: 0, fontSize: 16 },
});
const gridStyle = css(photoGridStyle, {
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  figure: { margin: 0, display: 'grid', gap: 6 },
  figcaption: { fontSize: 14, display: 'grid' },
});
const waitingStyle = css({ img: { outline: `4px solid ${colors.warning}`, outlineOffset: -4 } });
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: 8 });

/** Seconds since `since`, for the ages the inbox shows. */
const secondsSince = (since: string) => Math.max(0, (Date.now() - Date.parse(since)) / 1000);

/** One waiting photo: approve it here, or open its item to remove it with a ground. */
function WaitingPhoto({
  waiting,
  name,
  position,
  busy,
  onApprove,
}: {
  waiting: Waiting;
  name: string;
  position: number;
  busy: boolean;
  onApprove: () => void;
}) {
  const { t } = useTranslation();
  const { item, photo } = waiting;
  const label = t('photos.waitingPhoto', { position, name });
  return (
    <li>
      <figure>
        <img src={photo.url} alt={label} loading="lazy" />
        <figcaption>
          <span>{t('photos.waitingFor', { age: formatAge(secondsSince(item.createdAt), t) })}</span>
          {item.holder && <span>{t('photos.heldBy', { name: item.holder.name })}</span>}
        </figcaption>
      </figure>
      <div css={actionsStyle}>
        <button
          type="button"
          css={primaryButtonStyle}
          disabled={busy || item.holder !== null}
          aria-label={t('photos.approveLabel', { label })}
          onClick={onApprove}
        >
          {t('photos.approve')}
        </button>
        <Link
          to={itemPath(item.id, 'photo')}
          css={buttonLinkStyle}
          aria-label={t('photos.reviewLabel', { label })}
        >
          {t('photos.review')}
        </Link>
      </div>
    </li>
  );
}

function ProfilePhotos({
  group,
  busyItem,
  onApprove,
}: {
  group: ProfileGroup;
  busyItem: string | null;
  onApprove: (waiting: Waiting) => void;
}) {
  const { t } = useTranslation();
  const titleId = `photos-profile-${group.profileId}`;
  return (
    <li>
      <article css={groupStyle} aria-labelledby={titleId}>
        <h2 id={titleId}>
          {t('photos.profile', { name: group.name || t('photos.noName'), id: group.profileId })}
        </h2>
        <h3>{t('photos.waiting', { count: group.pending.length })}</h3>
        <ul css={[gridStyle, waitingStyle]}>
          {group.pending.map((waiting, index) => (
            <WaitingPhoto
              key={waiting.photo.id}
              waiting={waiting}
              name={group.name}
              position={index + 1}
              busy={busyItem !== null}
              onApprove={() => onApprove(waiting)}
            />
          ))}
        </ul>
        <h3>{t('photos.onProfile')}</h3>
        {group.others.length === 0 ? (
          <p css={[mutedStyle, { margin: 0 }]}>{t('photos.noneOnProfile')}</p>
        ) : (
          <ul css={gridStyle}>
            {group.others.map((photo, index) => (
              <li key={photo.id}>
                <img
                  src={photo.url}
                  alt={t('photos.profilePhoto', { position: index + 1, name: group.name })}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

/**
 * "Foto's": every photo waiting for approval in a grid, by profile, beside the photos the
 * profile already shows. A waiting photo is seen by its owner only; approving it here puts it
 * live (undo for a few seconds, as any decision), removing it takes the item's own form, with
 * a ground the member reads.
 */
export function PhotoQueueScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queue = usePhotoQueue();
  const approve = useApprovePhoto();
  const queryClient = useQueryClient();
  const recent = useRecentDecision();
  const [failure, setFailure] = useState<string | null>(null);

  const approveOne = (waiting: Waiting) => {
    setFailure(null);
    approve.mutate(
      { itemId: waiting.item.id, facts: t('photos.approvedFacts') },
      {
        onSuccess: (decision) =>
          recent.show(
            { decisionId: decision.decisionId, itemId: waiting.item.id, kind: 'photo' },
            decision.undoUntil,
          ),
        onError: (error) =>
          setFailure(
            isApiError(error) && error.code === 'item_claimed'
              ? t('photos.held', { name: String(error.params.holder ?? '') })
              : errorText(error),
          ),
        onSettled: () => void queryClient.invalidateQueries({ queryKey: photoQueueKey }),
      },
    );
  };

  const data = queue.data;
  return (
    <section css={screenStyle} aria-labelledby="photos-title">
      <h1 id="photos-title">{t('photos.title')}</h1>
      <p css={[mutedStyle, { margin: 0 }]}>{t('photos.intro')}</p>
      {failure && (
        <p role="alert" css={alertStyle}>
          {failure}
        </p>
      )}
      {queue.isError && (
        <div css={actionsStyle}>
          <p role="alert" css={alertStyle}>
            {errorText(queue.error)}
          </p>
          <button
            type="button"
            css={primaryButtonStyle}
            disabled={queue.isFetching}
            onClick={() => void queue.refetch()}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {queue.isPending && <p role="status">{t('photos.loading')}</p>}
      {data && data.profiles.length === 0 && <p css={panelStyle}>{t('photos.empty')}</p>}
      {data && data.profiles.length > 0 && (
        <ul css={{ display: 'grid', gap: 16, margin: 0, padding: 0, listStyle: 'none' }}>
          {data.profiles.map((group) => (
            <ProfilePhotos
              key={group.profileId}
              group={group}
              busyItem={approve.isPending ? (approve.variables?.itemId ?? null) : null}
              onApprove={approveOne}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
