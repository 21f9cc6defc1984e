import { useState } from 'react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { ReportMessageDialog } from '../../conversation-parts';
import { CONVERSATION_NS } from '../conversation-texts';
import {
  readReceiptId,
  type ConversationState,
  type OutgoingMessage,
} from '../model/message-store';
import { useKeptScroll } from '../hooks/use-kept-scroll';
import { MessageBubble, PendingBubble } from './message-bubble';
import { OlderMessages } from './older-messages';
import { columnStyle } from './styles';

interface MessageLogProps {
  readonly conversationId: string | null;
  readonly partnerName: string;
  /** The partner's images show at once (a match's, and the member chose so). */
  readonly imagesShown: boolean;
  readonly state: ConversationState;
  readonly older: 'idle' | 'loading' | 'failed';
  readonly onLoadOlder: () => void;
  readonly onRetry: (entry: OutgoingMessage) => void;
  readonly onDiscard: (entry: OutgoingMessage) => void;
}

/** The messages, oldest first, scrolling; older pages load at the top. */
export function MessageLog(props: MessageLogProps) {
  const { t } = useTranslation(CONVERSATION_NS);
  const { state, partnerName, conversationId } = props;
  const [reporting, setReporting] = useState<string | null>(null);
  const scroller = useKeptScroll(
    state.messages[0]?.id,
    state.messages.length + state.outgoing.length,
    state.outgoing.at(-1)?.nonce,
  );
  const receipt = readReceiptId(state);
  const newestOwn = state.messages.findLast((message) => message.from_me);
  const empty = state.messages.length === 0 && state.outgoing.length === 0;

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={t('log', { name: partnerName })}
      tabIndex={0}
      css={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: -3 },
      }}
    >
      <div css={[columnStyle, { padding: '12px 12px 4px' }]}>
        {state.hasOlder && conversationId && (
          <OlderMessages status={props.older} onLoad={props.onLoadOlder} />
        )}
        {empty && (
          <div css={{ padding: '32px 8px', textAlign: 'center' }}>
            <p css={{ fontSize: 20, fontWeight: 600, color: theme.colors.secondary, margin: 0 }}>
              {t('emptyTitle', { name: partnerName })}
            </p>
            <p css={{ color: theme.colors.textMuted }}>{t('emptyBody')}</p>
          </div>
        )}
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 8,
          }}
        >
          {state.messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              partnerName={partnerName}
              imagesShown={props.imagesShown}
              conversationId={conversationId}
              status={
                message.id === receipt
                  ? 'read'
                  : message === newestOwn && message.nonce && state.sentNonces.has(message.nonce)
                    ? 'sent'
                    : null
              }
              {...(message.from_me ? {} : { onReport: setReporting })}
            />
          ))}
          {state.outgoing.map((entry) => (
            <PendingBubble
              key={entry.nonce}
              entry={entry}
              onRetry={() => props.onRetry(entry)}
              onDiscard={() => props.onDiscard(entry)}
            />
          ))}
        </ul>
      </div>
      {conversationId && (
        <ReportMessageDialog
          open={reporting !== null}
          onClose={() => setReporting(null)}
          conversationId={conversationId}
          messageId={reporting ?? ''}
        />
      )}
    </div>
  );
}
