import { css } from '@emotion/react';
import { useSessionSettings, useSessionUser, useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { mediaUp, theme } from '@dating/shared-contracts';
// What a free member has and what premium gives; the API enforces them, the page only tells.
import { FREE_CHATS_STARTED, PHOTO_LIMITS } from '@dating/shared-contracts/api';
import { PREMIUM_NS } from '../premium-texts';

export { PREMIUM_NS };

/** The premium page's claim: this many percent more chance of a match. */
const MORE_MATCH_CHANCE = 46;

const pageStyle = css({
  maxWidth: 720,
  margin: '0 auto',
  padding: 16,
  color: theme.colors.text,
  h1: { color: theme.colors.secondary, marginTop: 0 },
  'a:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
});

const claimStyle = css({
  margin: '16px 0',
  padding: 20,
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  fontSize: 22,
  fontWeight: 700,
  textAlign: 'center',
  [mediaUp('md')]: { fontSize: 28 },
});

const listStyle = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: 12,
  [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' },
  li: {
    padding: '12px 16px 12px 40px',
    position: 'relative',
    borderRadius: theme.radius,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
  },
  'li::before': {
    content: '"✓"',
    position: 'absolute',
    left: 14,
    color: theme.colors.success,
    fontWeight: 700,
  },
});

const ctaStyle = css({
  display: 'inline-block',
  padding: '16px 32px',
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  fontWeight: 700,
  fontSize: 18,
  textDecoration: 'none',
});

/** `/premium`: what the first purchase gives, or, for a paid member, that they have it. */
export function PremiumScreen() {
  const { t } = useTranslation(PREMIUM_NS);
  const user = useSessionUser();
  const settings = useSessionSettings();
  const benefits = [
    t('benefits.chats', { count: FREE_CHATS_STARTED }),
    t('benefits.photos', { premium: PHOTO_LIMITS.premium, free: PHOTO_LIMITS.free }),
    t('benefits.allPhotos'),
    t('benefits.send'),
    t('benefits.instant'),
    t('benefits.noSubscription'),
  ];
  return (
    <section css={pageStyle} aria-labelledby="premium-title">
      <h1 id="premium-title">{t('title')}</h1>
      {user?.paid_user ? (
        <p>{t('alreadyPremium', { count: user.credits })}</p>
      ) : (
        <p>{t('intro', { site: settings?.name ?? '' })}</p>
      )}
      <p css={claimStyle}>{t('claim', { percentage: MORE_MATCH_CHANCE })}</p>
      <h2>{t('benefitsTitle')}</h2>
      <ul css={listStyle}>
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p css={{ marginTop: 24 }}>
        <Link to="/credits" css={ctaStyle}>
          {user?.paid_user ? t('buyMore') : t('cta')}
        </Link>
      </p>
      <p>
        <Link to="/pricing" css={{ color: theme.colors.secondary }}>
          {t('pricing')}
        </Link>
      </p>
    </section>
  );
}
