import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared-contracts';
import { AppLink } from './app-link';

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

const footerStyle = css({
  marginTop: 48,
  padding: '24px 16px',
  background: theme.colors.secondary,
  color: '#fff',
  ul: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px 16px',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  a: { color: '#fff' },
});

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer css={footerStyle}>
      <nav aria-label={t('footer.label')}>
        <ul>
          {FOOTER_LINKS.map(([key, href]) => (
            <li key={href}>
              <AppLink href={href}>{t(key)}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <p css={{ fontSize: 13, marginBottom: 0 }}>{t('footer.disclaimer')}</p>
    </footer>
  );
}
