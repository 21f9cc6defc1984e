import { css } from '@emotion/react';
import {
  useRemoteProps,
  useSessionSettings,
  useSessionUser,
  useTranslation,
} from '@dating/platform';
import { Link, useSearchParams } from '@dating/platform/router';
import { mediaUp, theme } from '@dating/shared-contracts';
import { visitorMaySearch } from '@dating/shared-contracts/api';
import { MemberSearchScreen } from '../../member-search/components/member-search-screen';
import { buttonStyle, secondaryButtonStyle } from '../../member-search/components/styles';

const heroStyle = css({
  padding: '24px 16px',
  textAlign: 'center',
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  h1: {
    margin: '0 0 8px',
    fontSize: 28,
    color: theme.colors.secondary,
    [mediaUp('md')]: { fontSize: 40 },
  },
  p: { maxWidth: 640, margin: '0 auto 16px', fontSize: 17, color: theme.colors.text },
});

const ctaStyle = css(buttonStyle, {
  display: 'block',
  width: '100%',
  maxWidth: 360,
  margin: '0 auto 12px',
  fontSize: 19,
  padding: '16px 24px',
});

/** What the site is and a free sign-up, above the fold at 360 px and on a desktop. */
function VisitorHero() {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const settings = useSessionSettings();
  return (
    <section css={heroStyle} aria-labelledby="home-title">
      <h1 id="home-title">{settings?.name ?? t('home.welcome')}</h1>
      {settings?.description && <p>{settings.description}</p>}
      <button
        type="button"
        css={ctaStyle}
        onClick={() => bus.emit({ type: 'modal/signup-requested' })}
      >
        {t('visitorPrompt.signup')}
      </button>
      <p css={{ fontSize: 15 }}>
        {t('home.haveAccount')}{' '}
        <Link to="/login" css={[secondaryButtonStyle, { display: 'inline-block' }]}>
          {t('visitorPrompt.login')}
        </Link>
      </p>
    </section>
  );
}

/**
 * `/`: members see their search; visitors see what the site is and a sign-up first, then the
 * newest members where the site lets visitors search.
 */
export function HomeScreen() {
  const user = useSessionUser();
  const settings = useSessionSettings();
  const [params] = useSearchParams();
  if (user) return <MemberSearchScreen titleKey="search.title" />;
  const source = { network: params.get('network'), ref: params.get('ref') };
  const mayBrowse = settings !== null && visitorMaySearch(settings, source);
  return (
    <>
      <VisitorHero />
      {mayBrowse && <MemberSearchScreen titleKey="home.title" level={2} visitorPrompt={false} />}
    </>
  );
}
