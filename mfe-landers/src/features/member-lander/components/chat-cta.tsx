import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { MEMBER_LANDER_NS } from '../member-lander-texts';
import { chatCtaStyle } from './styles';
import { theme } from '@dating/shared-contracts';

function ChatIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 5h16v11H9l-5 4z"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "Chat gratis met <naam>": to the member's invite signup, the traffic source kept. */
export function ChatCta({ name, href }: { name: string; href: string }) {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  return (
    <Link to={href} css={chatCtaStyle}>
      <ChatIcon />
      {t('cta', { name })}
    </Link>
  );
}

/** The reassurance under a call to action (the landers' own line). */
export function TrustLine({ light = false }: { light?: boolean }) {
  const { t } = useTranslation();
  return (
    <p css={{ margin: '12px 0 0', fontSize: 14, color: light ? theme.colors.onFill : 'inherit' }}>
      {t('lander.trust')}
    </p>
  );
}
