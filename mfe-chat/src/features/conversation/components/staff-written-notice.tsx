import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { CONVERSATION_NS } from '../conversation-texts';
import { columnStyle } from './styles';

/**
 * In a chat with a fictional profile the member is told, in their language, that a staff
 * member of the site writes its messages and that it is no real person (decision 0164).
 */
export function StaffWrittenNotice({ name }: { readonly name: string }) {
  const { t } = useTranslation(CONVERSATION_NS);
  return (
    <div css={[columnStyle, { padding: '8px 12px 0' }]}>
      <p
        role="note"
        css={{
          margin: 0,
          padding: '8px 12px',
          borderRadius: theme.radius,
          background: theme.colors.warningBackground,
          color: theme.colors.text,
          fontSize: '0.875rem',
        }}
      >
        {t('staffWritten', { name })}
      </p>
    </div>
  );
}
