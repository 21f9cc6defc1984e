import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { errorPageStyle } from '@dating/shared-contracts';
import { STATIC_PAGES_NS } from '../static-pages-texts';

/**
 * The 404 page as the shell draws it (shell/src/errors/error-page.tsx), for an
 * unknown `/{token}`: the same style and the shell's words (a test compares them).
 */
export function NotFoundPage() {
  const { t } = useTranslation(STATIC_PAGES_NS);
  return (
    // data-status lets a server render answer with the status it shows.
    <div css={errorPageStyle} role="alert" data-status="404">
      <p>{t('notFound.status', { status: 404 })}</p>
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
