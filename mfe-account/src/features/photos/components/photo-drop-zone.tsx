import { css } from '@emotion/react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '@dating/platform';
import { theme, visuallyHidden } from '@dating/shared-contracts';
import { PHOTO_MAX_MB } from '@dating/shared-contracts/api';
import { secondaryButtonStyle } from '../../../components/more-form-styles';
import { PHOTO_ACCEPT } from '../lib/check-file';
import { PHOTOS_NS } from '../photos-namespace';

const zoneStyle = css({
  display: 'grid',
  justifyItems: 'center',
  gap: 8,
  padding: '20px 16px',
  border: `2px dashed ${theme.colors.textMuted}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  textAlign: 'center',
  p: { margin: 0 },
  '&[data-over="true"]': {
    borderColor: theme.colors.primary,
    background: theme.colors.surface,
  },
});
const hintStyle = css({ fontSize: 14, color: theme.colors.textMuted });

interface Props {
  readonly onFiles: (files: File[]) => void;
  readonly busy: boolean;
}

/**
 * Where photos come in: dropped on the zone, or chosen with the file picker behind the
 * "Browse" button. Several at once; the manager checks each.
 */
export function PhotoDropZone({ onFiles, busy }: Props) {
  const { t } = useTranslation(PHOTOS_NS);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: FileList | null) => {
    if (files && files.length > 0) onFiles(Array.from(files));
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <div
      css={zoneStyle}
      data-over={over}
      data-testid="photo-drop-zone"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p>{t('dropHere')}</p>
      <button
        type="button"
        css={secondaryButtonStyle}
        disabled={busy}
        aria-describedby="photo-drop-hint"
        onClick={() => input.current?.click()}
      >
        {t('browse')}
      </button>
      <p id="photo-drop-hint" css={hintStyle}>
        {t('fileHint', { max_mb: PHOTO_MAX_MB })}
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        aria-label={t('chooseFiles')}
        tabIndex={-1}
        css={visuallyHidden}
        onChange={(event) => {
          take(event.target.files);
          // The same file again (after a refusal) must fire a change too.
          event.target.value = '';
        }}
      />
    </div>
  );
}
