import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { PARTS_NS } from '../parts-texts';
import type { InsufficientCreditsDialogProps } from '../props';
import { actionsStyle, primaryButton, secondaryButton } from './styles';
import { ModalDialog } from '@dating/shared-contracts';

/** Too few credits for a message: the way to buy them, back to this chat afterwards. */
export function InsufficientCreditsDialog({
  open,
  onClose,
  needed,
  returnTo,
}: InsufficientCreditsDialogProps) {
  const { t } = useTranslation(PARTS_NS);
  if (!open) return null;
  return (
    <ModalDialog onClose={onClose}>
      {(titleId) => (
        <>
          <h2 id={titleId}>{t('credits.title')}</h2>
          <p>{t('credits.body', { count: needed })}</p>
          <div css={actionsStyle}>
            <Link
              to={`/credits?return_to=${encodeURIComponent(returnTo)}`}
              css={primaryButton}
              data-autofocus
            >
              {t('credits.buy')}
            </Link>
            <button type="button" css={secondaryButton} onClick={onClose}>
              {t('credits.cancel')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
