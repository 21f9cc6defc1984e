import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { CONVERSATION_NS } from '../conversation-texts';
import { columnStyle } from './styles';

/** "<name> typt…": a polite live region that is always there, empty when nobody types. */
export function TypingIndicator({ name }: { name: string | null }) {
  const { t } = useTranslation(CONVERSATION_NS);
  return (
    <p
      aria-live="polite"
      css={[
        columnStyle,
        {
          minHeight: 20,
          margin: 0,
          padding: '0 16px',
          fontSize: 14,
          color: theme.colors.textMuted,
        },
      ]}
    >
      {name ? t('typing', { name }) : ''}
    </p>
  );
}
