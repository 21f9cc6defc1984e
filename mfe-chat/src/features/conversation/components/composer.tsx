import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { ComposerTools, SendAnywayDialog, useOffensiveCheck } from '../../conversation-parts';
import { CONVERSATION_NS } from '../conversation-texts';
import type { Costs } from '../hooks/use-costs';
import { columnStyle, primaryButtonStyle } from './styles';

interface ComposerProps {
  readonly fieldRef: RefObject<HTMLTextAreaElement | null>;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly maxLength: number;
  readonly costs: Costs;
  readonly partnerName: string;
  /** A text within the limit, trimmed. */
  readonly onSend: (body: string) => void;
  readonly onImage: (file: File) => void;
  readonly onGift: (giftId: string, slug: string) => void;
}

const fieldStyle = {
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  height: 44,
  minHeight: 44,
  maxHeight: 160,
  padding: '8px 12px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  font: 'inherit',
  fontSize: 16,
  resize: 'vertical',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 1 },
} as const;

/** The footer: the text field (Enter sends, Shift+Enter a new line), its limit and price. */
export function Composer(props: ComposerProps) {
  const { t } = useTranslation(CONVERSATION_NS);
  const { text, maxLength, costs } = props;
  const [refused, setRefused] = useState(false);
  // A message that may hurt waits for "Toch sturen" (or goes back to the field to change).
  const [asking, setAsking] = useState(false);
  const mayHurt = useOffensiveCheck();
  const checking = useRef(false);
  const hintId = useId();
  const errorId = useId();
  const length = text.trim().length;
  const tooLong = length > maxLength;

  const send = () => {
    setAsking(false);
    props.onSend(text.trim());
    // After a click on "Versturen", the member goes on writing where they were.
    props.fieldRef.current?.focus();
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (tooLong) return setRefused(true);
    if (!length) return;
    setRefused(false);
    const hurts = mayHurt(text);
    if (typeof hurts === 'boolean') return hurts ? setAsking(true) : send();
    // The list is still on its way: this send waits for it once; another Enter meanwhile does not
    // send the text a second time.
    if (checking.current) return;
    checking.current = true;
    void hurts.then((yes) => {
      checking.current = false;
      if (yes) setAsking(true);
      else send();
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={submit}
      css={{ borderTop: `1px solid ${theme.colors.border}`, background: theme.colors.surface }}
    >
      <div css={[columnStyle, { padding: '8px 12px' }]}>
        <div css={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
          <ComposerTools
            partnerName={props.partnerName}
            photoCredits={costs.photo_credits}
            giftCredits={costs.gift_credits}
            disabled={false}
            onImage={props.onImage}
            onGift={props.onGift}
            onIcebreaker={(icebreaker) => {
              props.onText(icebreaker);
              props.fieldRef.current?.focus();
            }}
          />
          <textarea
            ref={props.fieldRef}
            css={fieldStyle}
            rows={1}
            value={text}
            aria-label={t('field', { name: props.partnerName })}
            aria-describedby={tooLong ? `${hintId} ${errorId}` : hintId}
            aria-invalid={tooLong || undefined}
            placeholder={t('placeholder')}
            onChange={(event) => {
              setRefused(false);
              props.onText(event.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" css={primaryButtonStyle}>
            {t('send')}
          </button>
        </div>
        <p
          id={hintId}
          css={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', margin: '4px 0 0' }}
        >
          <span css={{ color: tooLong ? theme.colors.danger : theme.colors.textMuted }}>
            {t('counter', { length, max: maxLength })}
          </span>
          {costs.message_credits > 0 && (
            <span css={{ color: theme.colors.textMuted }}>
              {t('cost', { count: costs.message_credits })}
            </span>
          )}
        </p>
        {asking && (
          <SendAnywayDialog
            partnerName={props.partnerName}
            onEdit={() => setAsking(false)}
            onSend={send}
          />
        )}
        {tooLong && (
          <p
            id={errorId}
            role={refused ? 'alert' : undefined}
            css={{ color: theme.colors.danger, margin: '4px 0 0' }}
          >
            {t('tooLong', { max: maxLength })}
          </p>
        )}
      </div>
    </form>
  );
}
