import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@dating/platform/router';
import { theme } from '@dating/shared-contracts';
import { STATIC_PAGES_NS } from '../static-pages-texts';

// The shell's error page (shell/src/errors/error-page.tsx), so an unknown `/{token}` looks
// exactly like a path no remote claims; the texts are the shell's (a test compares them).
const pageStyle = css({
  maxWidth: 640,
  margin: '48px auto',
  padding: '0 16px',
  textAlign: 'center',
  // The secondary colour: the primary one is under 4.5:1 on the page's background.
  a: { color: theme.colors.secondary, fontWeight: 600 },
});

/** The 404 page of spec section 8: status, "This page could not be found", a link home. */
export function NotFoundPage() {
  const { t } = useTranslation(STATIC_PAGES_NS);
  return (
    // data-status lets a server render answer with the status it shows.
    <div css={pageStyle} role="alert" data-status="404">
      <p>{t('notFound.status', { status: 404 })}</p>
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
