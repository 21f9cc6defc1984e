import type { ReactNode } from 'react';
import { useSessionUser, useTranslation } from '@dating/platform';
import { useSessionChats } from '../chats-overview/api/use-session-chats';
import { ChatsOverview } from '../chats-overview/components/chats-overview';
import { LoggedOutNotice } from '../chats-overview/components/logged-out-notice';
import {
  aloneLayoutStyle,
  aloneListPaneStyle,
  conversationPaneStyle,
  hiddenOnPhone,
  layoutStyle,
  listPaneStyle,
  openLayoutStyle,
  titleStyle,
} from './chats-layout-style';
import { NoConversationPane } from './no-conversation-pane';

export interface ChatsLayoutProps {
  /** The open conversation (/chats/{id}): marked current in the list. */
  readonly activeConversationId?: string;
  /** The open chat's partner (/members/{id}/chat): their conversation, if any, is current. */
  readonly activeProfileId?: string;
  /** The conversation screen; without it a desktop shows "choose a conversation". */
  readonly children?: ReactNode;
}

/**
 * On a desktop the conversation list (at most 400 px, its own scroll)
 * beside the chat; on a phone one at a time, the chat when one is open (its top bar has
 * the way back), else the list.
 */
export function ChatsLayout({ activeConversationId, activeProfileId, children }: ChatsLayoutProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { chats, status } = useSessionChats();
  const open = children !== undefined && children !== null && children !== false;
  // The "choose one" pane only when there is something to choose.
  const alone = !open && !(user && status === 'ready' && chats.length > 0);
  const Title = open ? 'h2' : 'h1';
  return (
    <div
      css={[layoutStyle, open && openLayoutStyle, alone && aloneLayoutStyle]}
      data-pane={open ? 'conversation' : 'list'}
    >
      <div css={[listPaneStyle, open && hiddenOnPhone, alone && aloneListPaneStyle]}>
        <Title css={titleStyle}>{t('overview.title')}</Title>
        {user ? (
          <nav aria-label={t('layout.listLabel')}>
            <ChatsOverview
              activeConversationId={activeConversationId}
              activeProfileId={activeProfileId}
            />
          </nav>
        ) : (
          <LoggedOutNotice />
        )}
      </div>
      {open ? <div css={conversationPaneStyle}>{children}</div> : !alone && <NoConversationPane />}
    </div>
  );
}
