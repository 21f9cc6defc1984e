import { useTranslation } from '@dating/platform';
import type { ReportMessageDialogProps } from '../props';
import { PARTS_NS } from '../parts-texts';
import { ReportDialog } from './report-dialog';

/** Report one message (EU DSA notice): a reason, an optional explanation, the reference. */
export function ReportMessageDialog({
  open,
  onClose,
  conversationId,
  messageId,
}: ReportMessageDialogProps) {
  const { t } = useTranslation(PARTS_NS);
  if (!open) return null;
  return (
    <ReportDialog
      conversationId={conversationId}
      messageId={messageId}
      title={t('report.messageTitle')}
      onClose={onClose}
    />
  );
}
