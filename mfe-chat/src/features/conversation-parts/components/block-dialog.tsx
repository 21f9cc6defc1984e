import { useEffect, useRef } from 'react';
import { useTranslation } from '@dating/platform';
import { useBlockMember } from '../api/block-member';
import { PARTS_NS } from '../parts-texts';
import { actionsStyle, alertStyle, dangerButton, primaryButton, secondaryButton } from './styles';
import { ModalDialog } from '@dating/shared-contracts';

/**
 * "Block <name>?", then the block (POST /api/block.php) and its confirmation. Closing after
 * a block calls `onBlocked` (the chat is gone for them); closing before calls `onClose`.
 */
export function BlockDialog({
  profileId,
  name,
  onClose,
  onBlocked,
}: {
  profileId: string;
  name: string;
  onClose: () => void;
  onBlocked: () => void;
}) {
  const { t } = useTranslation(PARTS_NS);
  const block = useBlockMember(profileId);
  const done = block.isSuccess;
  const closeButton = useRef<HTMLButtonElement>(null);
  // The confirmation replaces the buttons: the focus moves to its own.
  useEffect(() => {
    if (done) closeButton.current?.focus();
  }, [done]);
  return (
    <ModalDialog onClose={done ? onBlocked : onClose}>
      {(titleId) => (
        <>
          <h2 id={titleId}>{t('block.title', { name })}</h2>
          {done ? (
            <>
              <p role="status">{t('block.done', { name })}</p>
              <div css={actionsStyle}>
                <button ref={closeButton} type="button" css={primaryButton} onClick={onBlocked}>
                  {t('block.close')}
                </button>
              </div>
            </>
          ) : (
            <>
              <p>{t('block.body', { name })}</p>
              {block.isError && (
                <p role="alert" css={alertStyle}>
                  {t('block.failed')}
                </p>
              )}
              <div css={actionsStyle}>
                {/* Busy, the button stays focusable (aria-disabled): a disabled one drops the focus. */}
                <button
                  type="button"
                  css={dangerButton}
                  aria-disabled={block.isPending || undefined}
                  onClick={() => {
                    if (!block.isPending) block.mutate();
                  }}
                >
                  {block.isPending ? t('block.busy') : t('block.confirm')}
                </button>
                <button type="button" css={secondaryButton} onClick={onClose} data-autofocus>
                  {t('block.cancel')}
                </button>
              </div>
            </>
          )}
        </>
      )}
    </ModalDialog>
  );
}
