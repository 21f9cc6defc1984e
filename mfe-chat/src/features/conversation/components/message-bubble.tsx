import { memo, type ReactNode } from 'react';
import { useTranslation } from '@dating/platform';
import { ownMessageBackground, theme, visuallyHidden } from '@dating/shared-contracts';
import type { Message } from '@dating/shared-contracts/api';
import { dateTimeFormat } from '../../../components/date-format';
import { BotherPrompt, CautionNote, MessageContent } from '../../conversation-parts';
import { CONVERSATION_NS } from '../conversation-texts';
import type { OutgoingMessage } from '../model/message-store';
import { smallButtonStyle } from './styles';

const bubbleStyle = (mine: boolean) =>
  ({
    maxWidth: 'min(80%, 560px)',
    alignSelf: mine ? 'flex-end' : 'flex-start',
    padding: '8px 12px',
    borderRadius: 16,
    borderBottomRightRadius: mine ? 4 : 16,
    borderBottomLeftRadius: mine ? 16 : 4,
    background: mine ? ownMessageBackground : theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
  }) as const;

const metaStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: 6,
  marginTop: 4,
  fontSize: 13,
  color: theme.colors.textMuted,
} as const;

/** The time of day; with the date for a message of another day. */
function Time({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const date = new Date(at);
  const today = date.toDateString() === new Date().toDateString();
  const label = dateTimeFormat(i18n.language, {
    ...(today ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  });
  return <time dateTime={at}>{label.format(date)}</time>;
}

interface BodyProps {
  readonly message: Message;
  readonly partnerName: string;
  readonly imagesShown?: boolean;
  readonly onReport?: (() => void) | undefined;
}

/** The message itself: text stays text (never HTML); images and gifts have their own part. */
export function Body({ message, partnerName, imagesShown, onReport }: BodyProps) {
  if (message.kind === 'text') {
    return (
      <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</p>
    );
  }
  return (
    <MessageContent
      message={message}
      partnerName={partnerName}
      imagesShown={imagesShown ?? false}
      {...(onReport ? { onReport } : {})}
    />
  );
}

interface BubbleProps {
  readonly message: Message;
  /** Under own messages: "sent" or "read". */
  readonly status?: 'sent' | 'read' | null;
  readonly partnerName: string;
  /** The partner's images show at once (a match's, and the member chose so). */
  readonly imagesShown?: boolean;
  /** The conversation, for the one-tap report under a message that may hurt. */
  readonly conversationId?: string | null;
  /** Asks to report this message (given its id): the same function for every bubble. */
  readonly onReport?: (messageId: string) => void;
}

/**
 * A stored message: the partner's on the left (with "Melden"), the member's on the right.
 * Drawn again only when its own props change: a message sent or received redraws the new
 * bubble, not the whole conversation (the send's answer to the key stays quick).
 */
export const MessageBubble = memo(function MessageBubble(props: BubbleProps) {
  const { message, status, partnerName, imagesShown, conversationId } = props;
  const { t } = useTranslation(CONVERSATION_NS);
  const mine = message.from_me;
  const onReport = props.onReport && (() => props.onReport?.(message.id));
  return (
    <li css={bubbleStyle(mine)}>
      <span css={visuallyHidden}>{mine ? t('you') : partnerName}: </span>
      <Body
        message={message}
        partnerName={partnerName}
        imagesShown={imagesShown ?? false}
        onReport={mine ? undefined : onReport}
      />
      {!mine && message.caution && <CautionNote />}
      {!mine && message.offensive && conversationId && (
        <BotherPrompt conversationId={conversationId} messageId={message.id} />
      )}
      <div css={metaStyle}>
        <Time at={message.created_at} />
        {status && <span>{t(status)}</span>}
        {!mine && onReport && (
          <button
            type="button"
            css={smallButtonStyle}
            aria-label={t('reportLabel', { name: partnerName })}
            onClick={onReport}
          >
            {t('report')}
          </button>
        )}
      </div>
    </li>
  );
});

interface PendingProps {
  readonly entry: OutgoingMessage;
  readonly onRetry: () => void;
  readonly onDiscard: () => void;
}

/** An own message on its way, or failed with "Opnieuw" and "Weggooien"; an image shows its local preview. */
export function PendingBubble({ entry, onRetry, onDiscard }: PendingProps) {
  const { t } = useTranslation(CONVERSATION_NS);
  const { draft } = entry;
  let content: ReactNode;
  if (draft.kind === 'text') {
    content = (
      <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{draft.body}</p>
    );
  } else if (draft.kind === 'image') {
    content = draft.previewUrl ? (
      <img
        src={draft.previewUrl}
        alt={t('imagePreview')}
        css={{ display: 'block', maxWidth: 200, maxHeight: 200, borderRadius: 8, opacity: 0.7 }}
      />
    ) : (
      <p css={{ margin: 0 }}>{t('imagePreview')}</p>
    );
  } else {
    content = <MessageContent message={pendingGift(entry.nonce, draft.slug, entry.createdAt)} />;
  }
  return (
    <li css={bubbleStyle(true)} aria-busy={entry.state === 'sending'}>
      <span css={visuallyHidden}>{t('you')}: </span>
      {content}
      <div css={metaStyle}>
        {entry.state === 'sending' ? (
          <span>{t('sending')}</span>
        ) : (
          <>
            <span css={{ color: theme.colors.danger }}>{t('failed')}</span>
            <button type="button" css={smallButtonStyle} onClick={onRetry}>
              {t('resend')}
            </button>
            <button type="button" css={smallButtonStyle} onClick={onDiscard}>
              {t('discard')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

const pendingGift = (nonce: string, slug: string, createdAt: string): Message => ({
  id: `pending-${nonce}`,
  kind: 'gift',
  body: null,
  image_url: null,
  image_thumb_url: null,
  image_status: null,
  gift: slug,
  from_me: true,
  nonce,
  created_at: createdAt,
});
