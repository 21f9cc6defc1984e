import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@dating/platform';
import { ModalDialog, theme } from '@dating/shared-contracts';
import { firstWordIn } from '@dating/shared-contracts/api';
import { loadOffensiveWords } from '@dating/shared-contracts/offensive-words';
import { useReportChat } from '../api/report-chat';
import type { BotherPromptProps, SendAnywayDialogProps } from '../props';
import { PARTS_NS } from '../parts-texts';
import { actionsStyle, primaryButton, secondaryButton } from './styles';

/** How long a send waits for the list when it has not arrived yet; then it goes unasked. */
const LIST_WAIT_MS = 2000;

/** The list once it has arrived, or nothing after LIST_WAIT_MS from now. */
function listWithin(loading: Promise<readonly string[]>): Promise<readonly string[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<readonly string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), LIST_WAIT_MS);
  });
  return Promise.race([loading, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Whether a text holds a word of the offensive-word list of the page's language. The list loads
 * in a chunk of its own when the chat opens; a send before it has arrived waits for it (at most
 * LIST_WAIT_MS from the send, after which nothing is asked), so a quick first message is asked
 * about as a later one would be.
 */
export function useOffensiveCheck(): (text: string) => boolean | Promise<boolean> {
  const { i18n } = useTranslation(PARTS_NS);
  const [words, setWords] = useState<readonly string[] | null>(null);
  const loading = useRef<Promise<readonly string[]>>(Promise.resolve([]));
  useEffect(() => {
    let current = true;
    setWords(null);
    loading.current = loadOffensiveWords(i18n.language).catch(() => [] as readonly string[]);
    void loading.current.then((list) => {
      if (current) setWords(list);
    });
    return () => {
      current = false;
    };
  }, [i18n.language]);
  return (text) =>
    words
      ? firstWordIn(text, words) !== null
      : listWithin(loading.current).then((list) => firstWordIn(text, list) !== null);
}

/** "Weet je het zeker?" before a message that may hurt: change it, or send it as it is. */
export function SendAnywayDialog({ partnerName, onEdit, onSend }: SendAnywayDialogProps) {
  const { t } = useTranslation(PARTS_NS);
  return (
    <ModalDialog onClose={onEdit}>
      {(titleId) => (
        <>
          <h2 id={titleId}>{t('kindWords.confirmTitle')}</h2>
          <p>{t('kindWords.confirmBody', { name: partnerName })}</p>
          <div css={actionsStyle}>
            <button type="button" css={primaryButton} onClick={onEdit} data-autofocus>
              {t('kindWords.edit')}
            </button>
            <button type="button" css={secondaryButton} onClick={onSend}>
              {t('kindWords.sendAnyway')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

/** Messages whose question was answered, for the page's life. */
const answered = new Set<string>();

const promptStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  marginTop: 8,
  paddingTop: 8,
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: 14,
  p: { margin: 0, flexBasis: '100%' },
});
const smallButton = css({ minHeight: 36, padding: '4px 12px', fontSize: 14 });

/**
 * "Stoort dit je?" under a received message that matched the offensive-word list: one tap
 * reports it (to the moderators' queue, with its conversation), "Nee" puts the question away.
 */
export function BotherPrompt({ conversationId, messageId }: BotherPromptProps) {
  const { t } = useTranslation(PARTS_NS);
  const report = useReportChat();
  const [open, setOpen] = useState(() => !answered.has(messageId));
  if (report.isSuccess) {
    return (
      <p role="status" css={promptStyle}>
        {t('kindWords.thanks')}
      </p>
    );
  }
  if (!open) return null;
  return (
    <div css={promptStyle} role="group" aria-label={t('kindWords.question')}>
      <p>{t('kindWords.question')}</p>
      <button
        type="button"
        css={[primaryButton, smallButton]}
        disabled={report.isPending}
        onClick={() => {
          answered.add(messageId);
          report.mutate({
            conversation_id: conversationId,
            message_id: messageId,
            reason: 'offensive',
          });
        }}
      >
        {t('kindWords.report')}
      </button>
      <button
        type="button"
        css={[secondaryButton, smallButton]}
        onClick={() => {
          answered.add(messageId);
          setOpen(false);
        }}
      >
        {t('kindWords.no')}
      </button>
      {report.isError && <p role="alert">{t('kindWords.failed')}</p>}
    </div>
  );
}

const cautionStyle = css({
  margin: '8px 0 0',
  padding: '8px 12px',
  borderRadius: theme.radius,
  background: theme.colors.warningBackground,
  borderLeft: `4px solid ${theme.colors.warning}`,
  color: theme.colors.text,
  fontSize: 14,
});

/**
 * Under a received message that asks to go on elsewhere or for money: how such scams begin,
 * and that a report is one tap away (the message's "Melden").
 */
export function CautionNote() {
  const { t } = useTranslation(PARTS_NS);
  return (
    <p role="note" css={cautionStyle}>
      {t('kindWords.caution')}
    </p>
  );
}
