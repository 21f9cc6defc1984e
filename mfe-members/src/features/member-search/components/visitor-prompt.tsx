import { css } from '@emotion/react';
import { useRemoteProps, useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { theme } from '@dating/shared-contracts';
import { buttonStyle, secondaryButtonStyle } from './styles';

const promptStyle = css({
  maxWidth: 560,
  margin: '24px auto',
  padding: 24,
  textAlign: 'center',
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  p: { color: theme.colors.textMuted, fontSize: 16, margin: '0 0 20px' },
  div: { display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' },
});

/**
 * What a visitor sees where the site keeps its search for members: an invitation, not an
 * error. Sign-up opens the shell's signup modal; login is the login page.
 */
export function VisitorPrompt() {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  return (
    <section css={promptStyle} aria-labelledby="visitor-prompt-title">
      <h1 id="visitor-prompt-title" css={{ color: theme.colors.secondary, marginTop: 0 }}>
        {t('visitorPrompt.title')}
      </h1>
      <p>{t('visitorPrompt.body')}</p>
      <div>
        <button
          type="button"
          css={buttonStyle}
          onClick={() => bus.emit({ type: 'modal/signup-requested' })}
        >
          {t('visitorPrompt.signup')}
        </button>
        <Link to="/login" css={secondaryButtonStyle}>
          {t('visitorPrompt.login')}
        </Link>
      </div>
    </section>
  );
}
