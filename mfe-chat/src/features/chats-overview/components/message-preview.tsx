import { useTranslation } from '@dating/platform';
import type { Message } from '@dating/shared-contracts/api';

/** One line about the latest message: its text, or what kind it is when it has none. */
export function MessagePreview({ message }: { message: Message | undefined }) {
  const { t } = useTranslation();
  if (!message) return <>{t('overview.noMessages')}</>;
  const content =
    message.kind === 'image'
      ? t('overview.photo')
      : message.kind === 'gift'
        ? t('overview.gift')
        : (message.body ?? '');
  return <>{message.from_me ? t('overview.fromMe', { text: content }) : content}</>;
}
