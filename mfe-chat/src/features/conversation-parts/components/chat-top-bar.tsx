import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { mediaUp, theme } from '@dating/shared-contracts';
import { useDeleteChat } from '../api/delete-chat';
import { PARTS_NS } from '../parts-texts';
import type { ChatTopBarProps } from '../props';
import { BlockDialog } from './block-dialog';
import { ChatMenu, type MenuItem } from './chat-menu';
import { CreditBadge } from './credit-badge';
import { DeleteChatDialog } from './delete-chat-dialog';
import { ReportDialog } from './report-dialog';
import { iconButton } from './styles';

const barStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 56,
  padding: '6px 8px',
  borderBottom: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
});

// On a phone the conversation replaces the list; on desktop the list is beside it.
const backStyle = css([iconButton, { flex: 'none', [mediaUp('md')]: { display: 'none' } }]);

const profileStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  flex: 1,
  minWidth: 0,
  color: theme.colors.text,
  fontWeight: 700,
  textDecoration: 'none',
  borderRadius: theme.radius,
  '&:hover span': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
  img: { flex: 'none', borderRadius: '50%', objectFit: 'cover', background: theme.colors.border },
  span: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const placeholderStyle = css({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: theme.colors.border,
  color: theme.colors.secondary,
  fontSize: 18,
});

type Open = 'delete' | 'block' | 'report' | null;

/** A tick in a rosette: a moderator saw this member's selfie match their photos. */
function VerifiedMark({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      role="img"
      aria-label={label}
      css={{ flex: 'none' }}
    >
      <title>{label}</title>
      <path
        fill={theme.colors.secondary}
        d="M12 1l2.6 2.2 3.4-.4 1 3.3 3 1.7-1 3.2 1 3.2-3 1.7-1 3.3-3.4-.4L12 23l-2.6-2.2-3.4.4-1-3.3-3-1.7 1-3.2-1-3.2 3-1.7 1-3.3 3.4.4z"
      />
      <path
        d="M7.5 12.2l3 3 6-6.4"
        fill="none"
        stroke={theme.colors.onFill}
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The conversation's top bar: back (phones), the partner's photo, name and age (a link to
 * the profile), the credit badge, and a menu to delete the chat, block or report.
 */
export function ChatTopBar({ profile, conversationId, backHref, onDeleted }: ChatTopBarProps) {
  const { t } = useTranslation(PARTS_NS);
  const deleteChat = useDeleteChat();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const items: MenuItem[] = [
    ...(conversationId
      ? [{ id: 'delete', label: t('menu.delete'), onSelect: () => setOpen('delete') }]
      : []),
    { id: 'block', label: t('menu.block'), onSelect: () => setOpen('block') },
    ...(conversationId
      ? [{ id: 'report', label: t('menu.report'), onSelect: () => setOpen('report') }]
      : []),
  ];

  return (
    <div css={barStyle}>
      <Link to={backHref} css={backStyle} aria-label={t('topBar.back')}>
        <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth={2.5} />
        </svg>
      </Link>
      <Link to={`/members/${profile.id}`} css={profileStyle}>
        {profile.main_image ? (
          <img src={profile.main_image.thumb_url} alt="" width={40} height={40} />
        ) : (
          <span css={placeholderStyle} aria-hidden="true">
            {profile.name.charAt(0).toUpperCase()}
          </span>
        )}
        <span>{t('topBar.profile', { name: profile.name, age: profile.age })}</span>
        {profile.verified && <VerifiedMark label={t('topBar.verified')} />}
      </Link>
      <CreditBadge />
      <ChatMenu items={items} />
      {open === 'delete' && conversationId && (
        <DeleteChatDialog
          name={profile.name}
          onClose={close}
          onConfirm={() => {
            close();
            void deleteChat(conversationId, t('delete.failed'));
            onDeleted();
          }}
        />
      )}
      {open === 'block' && (
        <BlockDialog
          profileId={profile.id}
          name={profile.name}
          onClose={close}
          onBlocked={() => {
            close();
            onDeleted();
          }}
        />
      )}
      {open === 'report' && conversationId && (
        <ReportDialog
          conversationId={conversationId}
          title={t('report.conversationTitle', { name: profile.name })}
          onClose={close}
        />
      )}
    </div>
  );
}
