import { Link, useLocation } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { loginFrom, theme } from '@dating/shared-contracts';
import { CONVERSATION_NS } from '../conversation-texts';
import { buttonStyle } from './styles';

const boxStyle = { padding: 24, maxWidth: 800, margin: '0 auto' } as const;

export function Loading() {
  const { t } = useTranslation(CONVERSATION_NS);
  return (
    <p role="status" css={{ ...boxStyle, color: theme.colors.textMuted }}>
      {t('loading')}
    </p>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(CONVERSATION_NS);
  return (
    <div css={boxStyle}>
      <p role="alert">{t('loadError')}</p>
      <button type="button" css={buttonStyle} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** An unknown or foreign conversation, or (`member`) a member who is not available. */
export function NotFound({ backHref, member = false }: { backHref: string; member?: boolean }) {
  const { t } = useTranslation(CONVERSATION_NS);
  return (
    <div css={boxStyle}>
      <h1 css={{ color: theme.colors.secondary, marginTop: 0 }}>
        {t(member ? 'memberNotFound' : 'notFound')}
      </h1>
      <p>{t(member ? 'memberNotFoundBody' : 'notFoundBody')}</p>
      <Link to={backHref} css={buttonStyle}>
        {t('toChats')}
      </Link>
    </div>
  );
}

export function LoggedOut() {
  const { t } = useTranslation(CONVERSATION_NS);
  const location = useLocation();
  return (
    <div css={boxStyle}>
      <h1 css={{ color: theme.colors.secondary, marginTop: 0 }}>{t('title')}</h1>
      <p>{t('loggedOut')}</p>
      <Link to={loginFrom(location)} css={buttonStyle}>
        {t('login')}
      </Link>
    </div>
  );
}
