import { css } from '@emotion/react';
import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import type { ChatEntry } from '@dating/shared-contracts/api';
import { dateTimeFormat } from '../../../components/date-format';
import { MessagePreview } from './message-preview';
import { UnreadBadge } from './unread-badge';

const itemStyle = css({
  display: 'grid',
  gridTemplateColumns: '56px 1fr auto',
  alignItems: 'center',
  gap: 12,
  padding: '12px 8px',
  color: theme.colors.text,
  textDecoration: 'none',
  borderBottom: `1px solid ${theme.colors.border}`,
  borderLeft: '4px solid transparent',
  '&:hover': { background: theme.colors.background },
  // The open conversation: tinted and marked at its edge, not by colour alone.
  '&[aria-current="page"]': {
    background: theme.colors.background,
    borderLeftColor: theme.colors.primary,
  },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: -3 },
  img: {
    width: 56,
    height: 56,
    borderRadius: '50%',
    objectFit: 'cover',
    background: theme.colors.border,
  },
});

const avatarFallback = css({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  background: theme.colors.border,
  color: theme.colors.secondary,
  fontSize: 22,
  fontWeight: 700,
});

const oneLine = css({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

function formatWhen(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const today = new Date().toDateString() === date.toDateString();
  return dateTimeFormat(
    locale,
    today ? { timeStyle: 'short' } : { day: 'numeric', month: 'short' },
  ).format(date);
}

/** One conversation of the list: photo, name, the last message's preview, time and unread badge. */
export function ChatListItem({ chat, active = false }: { chat: ChatEntry; active?: boolean }) {
  const { t, i18n } = useTranslation();
  const { conversation, num_unread_messages: unread } = chat;
  // A partner whose account was erased has no name left: the list calls them so.
  const profile = chat.profile.name
    ? chat.profile
    : { ...chat.profile, name: t('overview.deletedMember') };
  const last = conversation.messages[conversation.messages.length - 1];
  return (
    <Link
      to={`/chats/${conversation.id}`}
      css={itemStyle}
      aria-current={active ? 'page' : undefined}
    >
      {profile.main_image ? (
        <img src={profile.main_image.thumb_url} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span css={avatarFallback} aria-hidden="true">
          {profile.name.charAt(0).toUpperCase()}
        </span>
      )}
      <span css={{ minWidth: 0 }}>
        <span css={[oneLine, { display: 'block', fontWeight: unread > 0 ? 700 : 600 }]}>
          {profile.name}
        </span>
        <span
          css={[
            oneLine,
            { display: 'block', color: unread > 0 ? theme.colors.text : theme.colors.textMuted },
          ]}
        >
          <MessagePreview message={last} />
        </span>
      </span>
      <span
        css={{
          display: 'grid',
          justifyItems: 'end',
          gap: 4,
          fontSize: 13,
          color: theme.colors.textMuted,
        }}
      >
        <time dateTime={conversation.last_message_at}>
          {formatWhen(conversation.last_message_at, i18n.language)}
        </time>
        <UnreadBadge count={unread} />
      </span>
    </Link>
  );
}
