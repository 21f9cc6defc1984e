import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@dating/platform';
import { ModalDialog, photoShade, theme } from '@dating/shared-contracts';
import type { Message } from '@dating/shared-contracts/api';
import { PARTS_NS } from '../parts-texts';
import { actionsStyle, secondaryButton } from './styles';

/** Received images the member tapped open, for the page's life (not stored anywhere). */
const revealed = new Set<string>();

const frameStyle = css({
  position: 'relative',
  display: 'inline-block',
  maxWidth: 'min(240px, 100%)',
  overflow: 'hidden',
  borderRadius: theme.radius,
  background: theme.colors.border,
  lineHeight: 0,
  img: { display: 'block', maxWidth: '100%', height: 'auto', minWidth: 120, minHeight: 90 },
});

const blurred = css({ filter: 'blur(24px)', transform: 'scale(1.1)' });
/** The preview is small: drawn at the thumbnail's size (its blur hides the pixels). */
const scaled = css({ width: 240, height: 180, objectFit: 'cover' });

const overlayStyle = css({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  padding: 8,
  background: photoShade,
  color: theme.colors.onFill,
  fontSize: 14,
  lineHeight: 1.3,
  textAlign: 'center',
});

const overlayButton = css({
  minWidth: 96,
  minHeight: 40,
  padding: '6px 16px',
  border: `2px solid ${theme.colors.onFill}`,
  borderRadius: 20,
  background: 'transparent',
  color: theme.colors.onFill,
  fontSize: 15,
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
});

const thumbButton = css({
  display: 'block',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
});

const noteStyle = css({ margin: 0, fontStyle: 'italic', color: theme.colors.textMuted });

const fullStyle = css({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 'calc(100vh - 160px)',
  margin: '0 auto',
  objectFit: 'contain',
});

interface ImageMessageProps {
  readonly message: Message;
  /** A received image shows at once (a match's, and the member chose so). */
  readonly imagesShown: boolean;
  readonly onReport?: (() => void) | undefined;
}

/**
 * An image message: processing, failed (the sender hears their credits came back), or the
 * thumbnail. A received one arrives blurred (the server's small blurred preview: the picture
 * itself is not even loaded) with "Tonen" and "Melden", unless it is a match's and the
 * member chose to see those at once; shown, it opens full size.
 */
export function ImageMessage({ message, imagesShown, onReport }: ImageMessageProps) {
  const { t } = useTranslation(PARTS_NS);
  const [shown, setShown] = useState(
    () => message.from_me || imagesShown || revealed.has(message.id),
  );
  const [full, setFull] = useState(false);
  const alt = message.from_me ? t('message.imageSent') : t('message.imageReceived');

  if (message.image_status === 'processing') {
    return (
      <p css={noteStyle} role="status">
        {t('message.imageProcessing')}
      </p>
    );
  }
  if (message.image_status !== 'ready' || !message.image_thumb_url) {
    return (
      <p css={noteStyle}>
        {message.from_me && message.image_status === 'failed'
          ? t('message.imageFailedSender')
          : t('message.imageUnavailable')}
      </p>
    );
  }
  const thumb = message.image_thumb_url;
  if (!shown) {
    const preview = message.image_blur_url;
    return (
      <span css={frameStyle}>
        {/* An image from before previews is blurred here instead. */}
        <img src={preview ?? message.image_thumb_url} alt="" css={preview ? scaled : blurred} />
        <span css={overlayStyle}>
          <span>{t('message.hiddenImage')}</span>
          <button
            type="button"
            css={overlayButton}
            onClick={() => {
              revealed.add(message.id);
              setShown(true);
            }}
          >
            {t('message.reveal')}
          </button>
          {onReport && (
            <button type="button" css={overlayButton} onClick={onReport}>
              {t('message.reportImage')}
            </button>
          )}
        </span>
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        css={[thumbButton, frameStyle]}
        aria-label={t('message.openFull')}
        onClick={() => setFull(true)}
      >
        <img src={message.image_thumb_url} alt={alt} />
      </button>
      {full && (
        <ModalDialog wide onClose={() => setFull(false)}>
          {(titleId) => (
            <>
              <h2 id={titleId}>{alt}</h2>
              <img src={message.image_url ?? thumb} alt={alt} css={fullStyle} />
              <div css={actionsStyle}>
                <button
                  type="button"
                  css={secondaryButton}
                  onClick={() => setFull(false)}
                  data-autofocus
                >
                  {t('message.close')}
                </button>
              </div>
            </>
          )}
        </ModalDialog>
      )}
    </>
  );
}
