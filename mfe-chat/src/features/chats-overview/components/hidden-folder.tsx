import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { actionStyle } from '../../../components/action-style';
import { useHiddenFolder } from '../api/hidden-folder';
import { ChatListItem } from './chat-list-item';

const toggleStyle = css({
  width: '100%',
  minHeight: 48,
  padding: '8px',
  border: 0,
  borderBottom: `1px solid ${theme.colors.border}`,
  background: 'transparent',
  color: theme.colors.secondary,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: -3 },
});
const listStyle = css({ listStyle: 'none', margin: 0, padding: 0 });
const noteStyle = css({ margin: '8px', color: theme.colors.textMuted, fontSize: 14 });
const likeStyle = css({
  display: 'block',
  padding: '12px 8px',
  color: theme.colors.text,
  borderBottom: `1px solid ${theme.colors.border}`,
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: -3 },
});

/**
 * The hidden folder under the conversations: what arrived with one of the member's hidden
 * words (safety settings), closed until asked for. Its senders were told nothing.
 */
export function HiddenFolder() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { chats, likes } = useHiddenFolder(open);
  const failed = chats.isError || likes.isError;
  const loading = chats.isPending || likes.isPending;
  const hiddenChats = chats.data?.chats ?? [];
  const hiddenLikes = likes.data?.liked_by ?? [];

  return (
    <div>
      <button
        type="button"
        css={toggleStyle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('overview.hidden.title')}
      </button>
      {open && (
        <div id={panelId}>
          <p css={noteStyle}>{t('overview.hidden.about')}</p>
          {failed ? (
            <div role="alert" css={noteStyle}>
              <p>{t('overview.hidden.error')}</p>
              <button
                type="button"
                css={actionStyle}
                onClick={() => {
                  void chats.refetch();
                  void likes.refetch();
                }}
              >
                {t('overview.retry')}
              </button>
            </div>
          ) : loading ? (
            <p role="status" css={noteStyle}>
              {t('overview.loading')}
            </p>
          ) : hiddenChats.length + hiddenLikes.length === 0 ? (
            <p css={noteStyle}>{t('overview.hidden.empty')}</p>
          ) : (
            <>
              {hiddenChats.length > 0 && (
                <ul aria-label={t('overview.hidden.chats')} css={listStyle}>
                  {hiddenChats.map((chat) => (
                    <li key={chat.conversation.id}>
                      <ChatListItem chat={chat} active={false} />
                    </li>
                  ))}
                </ul>
              )}
              {hiddenLikes.length > 0 && (
                <ul aria-label={t('overview.hidden.likes')} css={listStyle}>
                  {hiddenLikes.map((like) => (
                    <li key={like.id}>
                      <Link to={`/members/${like.profile.id}`} css={likeStyle}>
                        {t('overview.hidden.likedYou', { name: like.profile.name })}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
