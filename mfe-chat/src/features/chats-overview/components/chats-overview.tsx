import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { useErrorText } from '@dating/platform/error-texts';
import type { ChatEntry } from '@dating/shared-contracts/api';
import { useSessionChats } from '../api/use-session-chats';
import { actionStyle } from '../../../components/action-style';
import { ChatListItem } from './chat-list-item';
import { HiddenFolder } from './hidden-folder';

export interface ChatsOverviewProps {
  /** The open conversation, marked as the current page. */
  readonly activeConversationId?: string;
  /** The open chat's partner (at /members/{id}/chat): their conversation, if any, is current. */
  readonly activeProfileId?: string;
}

const isActive = (
  chat: ChatEntry,
  { activeConversationId, activeProfileId }: ChatsOverviewProps,
) =>
  activeConversationId !== undefined
    ? chat.conversation.id === activeConversationId
    : activeProfileId !== undefined && chat.profile.id === activeProfileId;

/** The logged-in member's conversations, with an empty state and a retry on failure. */
export function ChatsOverview(props: ChatsOverviewProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { chats, status, retry } = useSessionChats();

  if (status === 'idle' || status === 'loading') {
    return <p role="status">{t('overview.loading')}</p>;
  }
  if (status === 'failed') {
    return (
      <div role="alert">
        <p>
          {t('overview.error')} {errorText('generic_error')}
        </p>
        <button type="button" css={actionStyle} onClick={retry}>
          {t('overview.retry')}
        </button>
      </div>
    );
  }
  if (chats.length === 0) {
    return (
      <>
        <div css={{ textAlign: 'center', padding: '24px 0' }}>
          <h2>{t('overview.emptyTitle')}</h2>
          <p>{t('overview.emptyBody')}</p>
          <Link to="/members" css={actionStyle}>
            {t('overview.emptyAction')}
          </Link>
        </div>
        <HiddenFolder />
      </>
    );
  }
  return (
    <>
      <ul aria-label={t('overview.listLabel')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {chats.map((chat) => (
          <li key={chat.conversation.id}>
            <ChatListItem chat={chat} active={isActive(chat, props)} />
          </li>
        ))}
      </ul>
      <HiddenFolder />
    </>
  );
}
