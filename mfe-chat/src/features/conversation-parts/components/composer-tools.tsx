import { useId, useRef, useState } from 'react';
import { useTranslation } from '@dating/platform';
import { LineIcon } from '@dating/shared-contracts/profile-fields';
import { CHAT_IMAGE_MAX_MB, CHAT_IMAGE_TYPES, imageProblem } from '../lib/check-image';
import { PARTS_NS } from '../parts-texts';
import type { ComposerToolsProps } from '../props';
import { GiftDialog } from './gift-dialog';
import { IcebreakerDialog } from './icebreaker-dialog';
import { alertStyle, iconButton } from './styles';

const IMAGE_ICON = 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9.5a1.5 1.5 0 1 0 0-.01';
const GIFT_ICON =
  'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10 4 6 4 6 6.5S10 8 12 8c2 0 6 0 6-1.5S14 4 12 8';
const ICEBREAKER_ICON = 'M4 4h16v11H9l-5 4zM9 9h.01M12 9h.01M15 9h.01';

/**
 * The footer's buttons beside the text field: an image (checked for type and size before
 * `onImage`), a gift (the catalogue in a dialog) and icebreakers (openers in a dialog).
 */
export function ComposerTools({
  partnerName,
  photoCredits,
  giftCredits,
  disabled,
  onImage,
  onGift,
  onIcebreaker,
}: ComposerToolsProps) {
  const { t } = useTranslation(PARTS_NS);
  const fileInput = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const [dialog, setDialog] = useState<'gift' | 'icebreakers' | null>(null);

  return (
    <div role="group" aria-label={t('tools.label')}>
      <div css={{ display: 'flex', gap: 2 }}>
        <button
          type="button"
          css={iconButton}
          disabled={disabled}
          aria-label={
            photoCredits > 0 ? t('tools.image', { count: photoCredits }) : t('tools.imageFree')
          }
          aria-describedby={problem ? problemId : undefined}
          onClick={() => fileInput.current?.click()}
        >
          <LineIcon path={IMAGE_ICON} size={24} />
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={CHAT_IMAGE_TYPES.join(',')}
          aria-label={t('tools.chooseImage')}
          disabled={disabled}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            // The same file may be chosen again after a failed send.
            input.value = '';
            if (!file) return;
            const found = imageProblem(file);
            setProblem(found);
            if (!found) onImage(file);
          }}
        />
        <button
          type="button"
          css={iconButton}
          disabled={disabled}
          aria-label={t('tools.gift', { count: giftCredits })}
          onClick={() => setDialog('gift')}
        >
          <LineIcon path={GIFT_ICON} size={24} />
        </button>
        <button
          type="button"
          css={iconButton}
          disabled={disabled}
          aria-label={t('tools.icebreakers')}
          onClick={() => setDialog('icebreakers')}
        >
          <LineIcon path={ICEBREAKER_ICON} size={24} />
        </button>
      </div>
      {problem && (
        <p id={problemId} role="alert" css={[alertStyle, { fontSize: 14 }]}>
          {problem === 'type'
            ? t('tools.imageType')
            : t('tools.imageSize', { max: CHAT_IMAGE_MAX_MB })}
        </p>
      )}
      {dialog === 'gift' && (
        <GiftDialog cost={giftCredits} onChoose={onGift} onClose={() => setDialog(null)} />
      )}
      {dialog === 'icebreakers' && (
        <IcebreakerDialog
          partnerName={partnerName}
          onChoose={onIcebreaker}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
