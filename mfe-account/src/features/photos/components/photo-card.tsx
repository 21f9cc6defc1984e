import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme, visuallyHidden } from '@dating/shared-contracts';
import type { OwnPhoto } from '@dating/shared-contracts/api';
import { secondaryButtonStyle } from '../../../components/more-form-styles';
import { PHOTOS_NS } from '../photos-namespace';

const cardStyle = css({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: 12,
  alignItems: 'start',
  padding: 12,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  '&[data-main="true"]': { borderColor: theme.colors.primary, borderWidth: 2 },
  '&[draggable="true"]': { cursor: 'grab' },
});
const thumbStyle = css({
  width: 96,
  height: 96,
  borderRadius: theme.radius,
  objectFit: 'cover',
  background: theme.colors.background,
  display: 'grid',
  placeItems: 'center',
  fontSize: 13,
  color: theme.colors.textMuted,
  textAlign: 'center',
});
const infoStyle = css({ display: 'grid', gap: 8, minWidth: 0, p: { margin: 0 } });
const badgeStyle = css({
  justifySelf: 'start',
  padding: '2px 12px',
  borderRadius: 999,
  fontSize: 14,
  fontWeight: 600,
  background: theme.colors.secondary,
  color: theme.colors.onFill,
});
const statusStyle = css({
  fontSize: 14,
  fontWeight: 600,
  '&[data-status="rejected"]': { color: theme.colors.danger },
  '&[data-status="pending"], &[data-status="processing"]': { color: theme.colors.warning },
});
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: 8 });
const dangerButtonStyle = css(secondaryButtonStyle, {
  borderColor: theme.colors.danger,
  color: theme.colors.danger,
});

/** What a dragged photo carries: its id, in a type no file drop has. */
export const PHOTO_DRAG_TYPE = 'application/x-dating-photo';

export type PhotoAction = 'main' | 'earlier' | 'later' | 'delete';

interface Props {
  readonly photo: OwnPhoto;
  /** 1-based place in the list, as the member counts. */
  readonly position: number;
  readonly count: number;
  readonly busy: boolean;
  /** Whether this photo's delete waits for its confirmation. */
  readonly confirming: boolean;
  readonly onAction: (action: PhotoAction) => void;
  /** Another photo of the list was dropped on this one: it takes this one's place. */
  readonly onDropPhoto: (draggedId: string) => void;
  readonly onConfirmDelete: () => void;
  readonly onCancelDelete: () => void;
}

/** One of the member's photos: its thumbnail, state, and what may be done with it. */
export function PhotoCard(props: Props) {
  const { photo, position, count, busy, confirming, onAction } = props;
  const { t } = useTranslation(PHOTOS_NS);
  const which = <span css={visuallyHidden}> ({t('photoN', { n: position })})</span>;
  const canBeMain = photo.status === 'active' && !photo.locked && !photo.main;
  const button = (action: PhotoAction, label: string, disabled = false) => (
    <button
      type="button"
      css={action === 'delete' ? dangerButtonStyle : secondaryButtonStyle}
      data-action={action}
      disabled={busy || disabled}
      onClick={() => onAction(action)}
    >
      {label}
      {which}
    </button>
  );

  return (
    <li
      css={cardStyle}
      data-photo-id={photo.id}
      data-main={photo.main}
      draggable={!busy && count > 1}
      onDragStart={(event) => {
        event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={(event) => {
        const draggedId = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
        if (!draggedId) return;
        event.preventDefault();
        props.onDropPhoto(draggedId);
      }}
    >
      {photo.thumb_url ? (
        <img css={thumbStyle} src={photo.thumb_url} alt={t('photoN', { n: position })} />
      ) : (
        // No picture yet (processing) or none to show (rejected): the status line says why.
        <div css={thumbStyle} role="img" aria-label={t('photoN', { n: position })} />
      )}
      <div css={infoStyle}>
        {photo.main && <p css={badgeStyle}>{t('mainBadge')}</p>}
        {photo.status !== 'active' && (
          <p css={statusStyle} data-status={photo.status}>
            {t(`status.${photo.status}`)}
          </p>
        )}
        {photo.status === 'active' && photo.locked && <p>{t('locked')}</p>}
        {confirming ? (
          <div role="group" aria-label={t('deleteQuestion', { n: position })} css={actionsStyle}>
            <p>{t('deleteQuestion', { n: position })}</p>
            <button
              type="button"
              css={dangerButtonStyle}
              data-action="confirm-delete"
              disabled={busy}
              onClick={props.onConfirmDelete}
            >
              {t('deleteConfirm')}
            </button>
            <button
              type="button"
              css={secondaryButtonStyle}
              data-action="cancel-delete"
              onClick={props.onCancelDelete}
            >
              {t('deleteCancel')}
            </button>
          </div>
        ) : (
          <div css={actionsStyle}>
            {canBeMain && button('main', t('makeMain'))}
            {count > 1 && button('earlier', t('moveEarlier'), position === 1)}
            {count > 1 && button('later', t('moveLater'), position === count)}
            {button('delete', t('delete'))}
          </div>
        )}
      </div>
    </li>
  );
}
