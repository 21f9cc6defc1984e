import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { CONVERSATION_NS } from '../conversation-texts';
import type { Refusal } from '../model/refusal';
import { buttonStyle, columnStyle } from './styles';

interface RefusalAlertProps {
  readonly refusal: Exclude<Refusal, { kind: 'insufficient_credits' }>;
  readonly name: string;
  readonly backHref: string;
  readonly onClose: () => void;
}

/** Why a message was not sent, with a way on; what the member wrote is still in the field. */
export function RefusalAlert({ refusal, name, backHref, onClose }: RefusalAlertProps) {
  const { t } = useTranslation(CONVERSATION_NS);
  return (
    <div css={[columnStyle, { padding: '0 12px' }]}>
      <div
        role="alert"
        css={{
          padding: 12,
          borderRadius: theme.radius,
          background: theme.colors.warningBackground,
          color: theme.colors.text,
        }}
      >
        <p css={{ margin: '0 0 8px' }}>
          {t(`refusals.${refusal.kind}`, { name, max: 'max' in refusal ? refusal.max : undefined })}
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {refusal.kind === 'free_chat_limit' && (
            <Link to="/premium" css={buttonStyle}>
              {t('refusals.premium')}
            </Link>
          )}
          {refusal.kind === 'unavailable' && (
            <Link to={backHref} css={buttonStyle}>
              {t('toChats')}
            </Link>
          )}
          <button type="button" css={buttonStyle} onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </div>
  );
}
