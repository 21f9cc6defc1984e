import { useTranslation } from '@dating/platform';
import { PARTS_NS } from '../parts-texts';
import { actionsStyle, dangerButton, secondaryButton } from './styles';
import { ModalDialog } from '@dating/shared-contracts';

/** "Delete this conversation?": the caller deletes on confirm (locally at once). */
export function DeleteChatDialog({
  name,
  onConfirm,
  onClose,
}: {
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(PARTS_NS);
  return (
    <ModalDialog onClose={onClose}>
      {(titleId) => (
        <>
          <h2 id={titleId}>{t('delete.title')}</h2>
          <p>{t('delete.body', { name })}</p>
          <div css={actionsStyle}>
            <button type="button" css={dangerButton} onClick={onConfirm}>
              {t('delete.confirm')}
            </button>
            <button type="button" css={secondaryButton} onClick={onClose} data-autofocus>
              {t('delete.cancel')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
