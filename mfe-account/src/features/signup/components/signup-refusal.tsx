import { useRemoteProps, useTranslation } from '@dating/platform';
import type { MouseEvent, ReactNode } from 'react';
import { alertStyle } from '../../../components/form-styles';
import { linkButtonStyle } from '../../../components/more-form-styles';

/** A link through the shell's navigation: it works on a page and in the signup modal alike. */
function ShellLink({
  to,
  children,
  primary,
}: {
  to: string;
  children: ReactNode;
  primary?: boolean;
}) {
  const { navigate } = useRemoteProps();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick} css={primary ? linkButtonStyle : undefined}>
      {children}
    </a>
  );
}

/**
 * A `with_trafficsource` domain turns away a visitor who came without a traffic source:
 * said before any field shows, with a way on (log in, or the home page).
 */
export function SignupRefusal() {
  const { t } = useTranslation();
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <p role="alert" css={alertStyle}>
        {t('signup.closedTitle')}
      </p>
      <p css={{ margin: 0 }}>{t('signup.closedBody')}</p>
      <ShellLink to="/login" primary>
        {t('signup.closedLogin')}
      </ShellLink>
      <p css={{ margin: 0 }}>
        <ShellLink to="/">{t('signup.closedHome')}</ShellLink>
      </p>
    </div>
  );
}
