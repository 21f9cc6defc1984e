import { css } from '@emotion/react';
import { Link } from '@dating/platform/router';
import { useSessionSettings, useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { CreditCostsTable } from './credit-costs-table';
import { MessageCostsTable } from './message-costs-table';
import { PackagesTable } from './packages-table';

const pageStyle = css({
  maxWidth: 720,
  margin: '0 auto',
  padding: 16,
  color: theme.colors.text,
  h1: { color: theme.colors.secondary },
  h2: { fontSize: 20, marginTop: 32 },
  'p a': { color: theme.colors.secondary },
  'a:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
});

const buyStyle = css({
  display: 'inline-block',
  marginTop: 24,
  padding: '12px 24px',
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  fontWeight: 600,
  textDecoration: 'none',
});

/** /pricing: what things cost, straight from the domain's settings in the session. */
export function PricingScreen() {
  const { t } = useTranslation();
  const settings = useSessionSettings();

  if (!settings) {
    return (
      <section css={pageStyle}>
        <h1>{t('pricing.title')}</h1>
        <p role="alert">{t('pricing.unavailable')}</p>
      </section>
    );
  }
  return (
    <section css={pageStyle}>
      <h1>{t('pricing.title')}</h1>
      <p>{t('pricing.intro', { site: settings.name })}</p>
      {settings.signup_credits > 0 && (
        <p>{t('pricing.signupCredits', { count: settings.signup_credits })}</p>
      )}
      <PackagesTable />
      <CreditCostsTable settings={settings} />
      <p>{t('pricing.messageIntro')}</p>
      <MessageCostsTable costs={settings.minimum_message_costs} />
      <h2>{t('pricing.refundTitle')}</h2>
      <p>
        {t('pricing.refund', { count: settings.refund_days })}{' '}
        <Link to="/pages/return-policy">{t('pricing.returnPolicy')}</Link>
      </p>
      <Link to="/credits" css={buyStyle}>
        {t('pricing.buy')}
      </Link>
    </section>
  );
}
