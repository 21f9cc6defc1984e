import { css } from '@emotion/react';
import { useObservable, useTranslation } from '@dating/platform';
import { mediaUp, theme } from '@dating/shared-contracts';
import { useLocationPath } from '../routing/use-location-path';
import { useShell } from '../shell-context';
import { AppLink } from './app-link';
import { useCompanyInfo } from './footer/company-info';
import { footerVariant, type FooterVariant } from './footer/footer-variant';
import { useTermsDate } from './footer/terms-date';
import { UsFooter } from './footer/us-footer';
import { isInstalledApp } from './nav/installed-app';
import { cleanPhone, termsVersionDate } from '@dating/shared-contracts/api';
import { siteName } from './site-name';

const FOOTER_LINKS = [
  ['footer.terms', '/pages/terms'],
  ['footer.privacy', '/pages/privacy'],
  ['footer.cookies', '/pages/cookies'],
  ['footer.ban', '/pages/ban'],
  ['footer.pricing', '/pricing'],
  ['footer.complaints', '/complaints'],
  ['footer.returnPolicy', '/pages/return-policy'],
  ['footer.faq', '/pages/faq'],
  ['footer.support', '/pages/service'],
] as const;

// White on the secondary colour is 10.5:1, so even the small print passes AA.
const footerStyle = css({
  marginTop: 48,
  padding: '24px 16px',
  background: theme.colors.secondary,
  color: theme.colors.onFill,
  fontSize: 15,
  a: { color: theme.colors.onFill },
  'a:focus-visible, button:focus-visible': {
    outline: `3px solid ${theme.colors.onFill}`,
    outlineOffset: 2,
  },
  [mediaUp('md')]: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    columnGap: 32,
    padding: '32px 24px',
  },
});

const compactStyle = css({
  marginTop: 16,
  padding: '12px 16px',
  fontSize: 13,
  [mediaUp('md')]: { display: 'block', padding: '12px 24px' },
});

const linksStyle = css({
  ul: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px 16px',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  a: { display: 'inline-block', padding: '4px 0' },
});

const logoStyle = css({
  margin: '16px 0 0',
  fontSize: 22,
  fontWeight: 700,
  [mediaUp('md')]: { margin: 0, gridColumn: 2, gridRow: '1 / span 3', textAlign: 'right' },
});

const smallPrint = css({ gridColumn: 1, fontSize: 13, margin: '12px 0 0' });

const signupStyle = css({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  marginBottom: 16,
  button: {
    padding: '12px 20px',
    border: 0,
    borderRadius: theme.radius,
    background: theme.colors.onFill,
    color: theme.colors.secondary,
    font: 'inherit',
    fontWeight: 700,
    cursor: 'pointer',
  },
});

export function Footer() {
  const { t, i18n } = useTranslation();
  const { session, bus } = useShell();
  const user = useObservable(session.facade.user$, session.facade.snapshot().user);
  const settings = useObservable(session.facade.settings$, session.facade.snapshot().settings);
  const path = useLocationPath();
  const company = useCompanyInfo();
  const variant: FooterVariant = footerVariant(user !== null, path, isInstalledApp());
  const phone = settings?.support_phone || company?.support_phone || '';
  const termsDate = useTermsDate(termsVersionDate(company?.added), i18n.language);

  return (
    <footer css={[footerStyle, variant === 'compact' && compactStyle]} data-variant={variant}>
      {variant === 'visitor' && (
        <div css={signupStyle}>
          <span>{t('footer.signupPrompt')}</span>
          <button type="button" onClick={() => bus.emit({ type: 'modal/signup-requested' })}>
            {t('footer.signup')}
          </button>
        </div>
      )}
      <nav aria-label={t('footer.label')} css={linksStyle}>
        <ul>
          {FOOTER_LINKS.map(([key, href]) => (
            <li key={href}>
              <AppLink href={href}>{t(key)}</AppLink>
            </li>
          ))}
          {user !== null && (
            // The withdrawal function, on every page a member sees (consumer rules of 2026):
            // their purchases, each still open to withdrawal with its way to withdraw.
            <>
              <li>
                <AppLink href="/transactions">{t('footer.withdraw')}</AppLink>
              </li>
              {/* The cancellation button for what renews (German law): the agreements. */}
              <li>
                <AppLink href="/transactions#contracts">{t('footer.cancel')}</AppLink>
              </li>
            </>
          )}
        </ul>
      </nav>
      {variant !== 'compact' && (
        <p css={logoStyle}>
          {siteName(settings, window.location.hostname)}{' '}
          <span css={{ fontSize: 14, verticalAlign: 'middle' }}>18+</span>
        </p>
      )}
      <p css={smallPrint}>{t('footer.disclaimer')}</p>
      <p css={smallPrint}>
        {t('footer.termsVersion', { date: termsDate })}
        {phone && (
          <>
            {' · '}
            <a href={`tel:${cleanPhone(phone)}`} aria-label={`${t('footer.phone')}: ${phone}`}>
              {phone}
            </a>
          </>
        )}
      </p>
      <UsFooter company={company} />
    </footer>
  );
}
