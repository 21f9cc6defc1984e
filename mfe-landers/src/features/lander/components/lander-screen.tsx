import { css } from '@emotion/react';
import { Link, useLocation, useParams } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import { mediaUp, theme } from '@dating/shared-contracts';
import { isLanderVariant } from '../lib/lander-variants';
import { LanderNotFound } from './lander-not-found';
import { PhotoGrid } from './photo-grid';

const pageStyle = css({
  maxWidth: 1100,
  margin: '0 auto',
  padding: '24px 16px 40px',
  textAlign: 'center',
  color: theme.colors.text,
  h1: {
    margin: '0 0 8px',
    fontSize: 30,
    color: theme.colors.secondary,
    [mediaUp('md')]: { fontSize: 44 },
  },
});

const ctaStyle = css({
  display: 'block',
  maxWidth: 420,
  margin: '0 auto',
  padding: '16px 24px',
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: '#ffffff',
  fontSize: 20,
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: '0 4px 14px rgba(121, 27, 45, 0.25)',
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 3 },
});

/** /landers/:variant/:slug?: a campaign page whose one job is a free signup. */
export function LanderScreen() {
  const { t } = useTranslation();
  const { variant } = useParams();
  // Campaign tracking (network, ref, sub1-3) rides in the query string; signup reads it.
  const { search } = useLocation();
  if (!isLanderVariant(variant)) return <LanderNotFound />;
  return (
    <section css={pageStyle}>
      <h1>{t(`variants.${variant}.headline`)}</h1>
      <p css={{ margin: '0 auto', maxWidth: 640, fontSize: 18 }}>
        {t(`variants.${variant}.subline`)}
      </p>
      <PhotoGrid />
      <Link to={`/signup${search}`} css={ctaStyle}>
        {t('lander.cta')}
      </Link>
      <p css={{ marginTop: 12, fontSize: 15, color: theme.colors.textMuted }}>
        {t('lander.trust')}
      </p>
    </section>
  );
}
