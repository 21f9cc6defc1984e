import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@dating/platform';
import { ModalDialog, reportTextAreaStyle, theme } from '@dating/shared-contracts';
import {
  CHAT_REPORT_REASONS,
  CHAT_REPORT_TEXT_MAX,
  type ChatReportReason,
} from '@dating/shared-contracts/api';
import { useReportChat } from '../api/report-chat';
import { PARTS_NS } from '../parts-texts';
import { actionsStyle, alertStyle, primaryButton, secondaryButton } from './styles';

/** The explanation's limit, as the API's schema says it (schemas never reach the browser). */
export const REPORT_TEXT_MAX = CHAT_REPORT_TEXT_MAX;

const formStyle = css({
  fieldset: { border: 0, padding: 0, margin: '0 0 12px' },
  legend: { fontWeight: 700, padding: 0, marginBottom: 8 },
  'label.reason': {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 40,
    cursor: 'pointer',
  },
  'input[type="radio"]': { width: 20, height: 20, accentColor: theme.colors.primary },
  textarea: { ...reportTextAreaStyle, minHeight: 96 },
});

/**
 * Reports a conversation, or one message of it (`messageId`), for moderation (EU DSA
 * notice): a reason, an optional explanation, then the notice's reference. A failure shows
 * in the dialog and keeps what was chosen and typed.
 */
export function ReportDialog({
  conversationId,
  messageId,
  title,
  onClose,
}: {
  conversationId: string;
  messageId?: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(PARTS_NS);
  const report = useReportChat();
  const [reason, setReason] = useState<ChatReportReason | null>(null);
  const [text, setText] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const hintId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const reference = report.data?.reference;
  useEffect(() => {
    if (reference) closeButton.current?.focus();
  }, [reference]);

  return (
    <ModalDialog onClose={onClose}>
      {(titleId) => (
        <>
          <h2 id={titleId}>{title}</h2>
          {reference ? (
            <>
              <p role="status">
                {report.data?.created === false
                  ? t('report.alreadyReported', { reference })
                  : t('report.received', { reference })}
              </p>
              <div css={actionsStyle}>
                <button ref={closeButton} type="button" css={primaryButton} onClick={onClose}>
                  {t('report.close')}
                </button>
              </div>
            </>
          ) : (
            <form
              css={formStyle}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (report.isPending) return;
                if (!reason) {
                  setMissingReason(true);
                  return;
                }
                const explanation = text.trim();
                report.mutate({
                  conversation_id: conversationId,
                  ...(messageId ? { message_id: messageId } : {}),
                  reason,
                  ...(explanation ? { text: explanation } : {}),
                });
              }}
            >
              <p>{t('report.intro')}</p>
              <fieldset>
                <legend>{t('report.reason')}</legend>
                {CHAT_REPORT_REASONS.map((value) => (
                  <label key={value} className="reason">
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => {
                        setReason(value);
                        setMissingReason(false);
                      }}
                    />
                    {t(`report.reasons.${value}`)}
                  </label>
                ))}
              </fieldset>
              <label>
                {t('report.text')}
                <textarea
                  value={text}
                  maxLength={REPORT_TEXT_MAX}
                  aria-describedby={hintId}
                  onChange={(event) => setText(event.target.value)}
                />
              </label>
              <p id={hintId} css={{ color: theme.colors.textMuted, fontSize: 14 }}>
                {t('report.textLeft', { count: REPORT_TEXT_MAX - text.length })}
              </p>
              {missingReason && (
                <p role="alert" css={alertStyle}>
                  {t('report.chooseReason')}
                </p>
              )}
              {report.isError && (
                <p role="alert" css={alertStyle}>
                  {t('report.failed')}
                </p>
              )}
              <div css={actionsStyle}>
                <button
                  type="submit"
                  css={primaryButton}
                  aria-disabled={report.isPending || undefined}
                >
                  {report.isPending ? t('report.sending') : t('report.submit')}
                </button>
                <button type="button" css={secondaryButton} onClick={onClose}>
                  {t('report.cancel')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </ModalDialog>
  );
}
