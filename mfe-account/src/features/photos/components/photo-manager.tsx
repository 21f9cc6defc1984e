import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage, useErrorText } from '@dating/platform/error-texts';
import { theme } from '@dating/shared-contracts';
import { PHOTO_MAX_MB, type OwnPhoto } from '@dating/shared-contracts/api';
import { alertStyle } from '../../../components/form-styles';
import { secondaryButtonStyle } from '../../../components/more-form-styles';
import { useArrangePhotos, useDeletePhoto, usePhotos, useUploadPhoto } from '../api/photos';
import { checkPhotoFile } from '../lib/check-file';
import { PHOTOS_NS } from '../photos-namespace';
import { PhotoCard, type PhotoAction } from './photo-card';
import { PhotoDropZone } from './photo-drop-zone';

const sectionStyle = css({
  display: 'grid',
  gap: 16,
  h2: { margin: 0, fontSize: 20, color: theme.colors.secondary },
  p: { margin: 0 },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 },
});
const headStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 8,
});
const problemsStyle = css(alertStyle, { ul: { margin: 0, paddingLeft: 20, gap: 4 } });

/** Where focus goes once an action is done: a button of a photo, or the list's heading. */
type FocusTarget = { photoId: string; actions: string[] } | 'heading';

/** The ids in their new order once the photo at `from` stands at `to`. */
const moved = (photos: readonly OwnPhoto[], from: number, to: number) => {
  const ids = photos.map((photo) => photo.id);
  const [id] = ids.splice(from, 1);
  ids.splice(to, 0, id!);
  return ids;
};

/**
 * The member's photos, self-contained (the own profile and signup step 2 show it): upload by
 * file picker or drag and drop, the main photo, the order, delete with a confirmation.
 * Files the API would refuse (type, size, the limit) are refused here first.
 */
export function PhotoManager({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 }) {
  // Signup and the profile load the namespace with their chunk; anywhere else it loads here.
  const { t, ready } = useTranslation(PHOTOS_NS);
  // Its handlers keep an error's text in state: the error texts load with the manager.
  const errorMessage = useApiErrorMessage({ now: true });
  const errorText = useErrorText();
  const photos = usePhotos();
  const upload = useUploadPhoto();
  const arrange = useArrangePhotos();
  const remove = useDeletePhoto();
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const list = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (!focus) return;
    if (focus === 'heading') heading.current?.focus();
    else {
      const card = list.current?.querySelector(`[data-photo-id="${focus.photoId}"]`);
      const target = focus.actions
        .map((action) => card?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`))
        .find((button) => button && !button.disabled);
      (target ?? heading.current)?.focus();
    }
    setFocus(null);
  }, [focus, photos.data]);

  if (!ready) return null;
  if (photos.isPending) {
    return (
      <section css={sectionStyle} aria-labelledby="photos-title" id="photos">
        <Heading id="photos-title">{t('title')}</Heading>
        <p role="status">{t('loading')}</p>
      </section>
    );
  }
  if (photos.isError) {
    return (
      <section css={sectionStyle} aria-labelledby="photos-title" id="photos">
        <Heading id="photos-title">{t('title')}</Heading>
        <p role="alert" css={alertStyle}>
          {t('loadFailed')} {errorMessage(photos.error)}
        </p>
        <button type="button" css={secondaryButtonStyle} onClick={() => void photos.refetch()}>
          {t('retry')}
        </button>
      </section>
    );
  }

  const { photos: items, max } = photos.data;
  const counted = items.filter((photo) => photo.status !== 'rejected').length;
  const busy = arrange.isPending || remove.isPending;

  async function addFiles(files: File[]) {
    const refused: string[] = [];
    let free = max - counted;
    let sent = 0;
    setAnnouncement('');
    setUploading(true);
    for (const file of files) {
      const problem = checkPhotoFile(file);
      if (problem) {
        refused.push(t(problem, { name: file.name, max_mb: PHOTO_MAX_MB }));
        continue;
      }
      if (free <= 0) {
        const reason = errorText('photo_limit_reached', { max });
        refused.push(t('refused', { name: file.name, reason }));
        continue;
      }
      try {
        await upload.mutateAsync(file);
        free -= 1;
        sent += 1;
      } catch (error) {
        refused.push(t('refused', { name: file.name, reason: errorMessage(error) }));
      }
    }
    setUploading(false);
    setProblems(refused);
    if (sent > 0) setAnnouncement(t('uploaded', { count: sent }));
  }

  function act(photo: OwnPhoto, index: number, action: PhotoAction) {
    setProblems([]);
    if (action === 'delete') {
      setConfirming(photo.id);
      setFocus({ photoId: photo.id, actions: ['confirm-delete'] });
      return;
    }
    const body =
      action === 'main'
        ? { main: photo.id }
        : { order: moved(items, index, index + (action === 'earlier' ? -1 : 1)) };
    arrange.mutate(body, {
      onSuccess: (answer) => {
        const place = answer.photos.findIndex((p) => p.id === photo.id) + 1;
        setAnnouncement(action === 'main' ? t('madeMain') : t('movedTo', { n: place }));
        const other = action === 'earlier' ? 'later' : 'earlier';
        setFocus({ photoId: photo.id, actions: [action, other, 'delete'] });
      },
      onError: (error) => setProblems([errorMessage(error)]),
    });
  }

  /** A photo dragged onto another's place (the buttons do the same by keyboard). */
  function dropOn(index: number, draggedId: string) {
    const from = items.findIndex((photo) => photo.id === draggedId);
    if (from < 0 || from === index) return;
    setProblems([]);
    arrange.mutate(
      { order: moved(items, from, index) },
      {
        onSuccess: () => setAnnouncement(t('movedTo', { n: index + 1 })),
        onError: (error) => setProblems([errorMessage(error)]),
      },
    );
  }

  function confirmDelete(photo: OwnPhoto, index: number) {
    remove.mutate(photo.id, {
      onSuccess: () => {
        setConfirming(null);
        setAnnouncement(t('deleted'));
        const next = items[index + 1] ?? items[index - 1];
        setFocus(next ? { photoId: next.id, actions: ['delete'] } : 'heading');
      },
      onError: (error) => setProblems([errorMessage(error)]),
    });
  }

  return (
    <section css={sectionStyle} aria-labelledby="photos-title" id="photos" ref={list}>
      <div css={headStyle}>
        <Heading id="photos-title" ref={heading} tabIndex={-1}>
          {t('title')}
        </Heading>
        <p>{t('count', { used: counted, max })}</p>
      </div>
      <PhotoDropZone onFiles={(files) => void addFiles(files)} busy={uploading} />
      {uploading && <p>{t('uploading')}</p>}
      {problems.length > 0 && (
        <div role="alert" css={problemsStyle}>
          <ul>
            {problems.map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <p role="status">{announcement}</p>
      {items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul aria-label={t('listLabel')}>
          {items.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              position={index + 1}
              count={items.length}
              busy={busy}
              confirming={confirming === photo.id}
              onAction={(action) => act(photo, index, action)}
              onDropPhoto={(draggedId) => dropOn(index, draggedId)}
              onConfirmDelete={() => confirmDelete(photo, index)}
              onCancelDelete={() => {
                setConfirming(null);
                setFocus({ photoId: photo.id, actions: ['delete'] });
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
