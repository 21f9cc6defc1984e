import { useParams } from '@dating/platform/router';
import { useSessionSettings, useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { useCompanyInfo } from '../api/get-company-info';
import { usePageContent } from '../api/get-page-content';
import { placeholderValues } from '../lib/fill-placeholders';
import { contentLanguage, type StaticPageName } from '../lib/pages';
import { resolveToken } from '../lib/resolve-token';
import { STATIC_PAGES_NS } from '../static-pages-texts';
import { NotFoundPage } from './not-found-page';
import { StaticPage } from './static-page';
import { useDocumentTitle } from './use-document-title';

// While the texts load the box keeps the footer below the fold, so nothing seen moves.
const statusStyle = {
  padding: 24,
  color: theme.colors.textMuted,
  maxWidth: 760,
  margin: '0 auto',
  minHeight: '100vh',
};

/** `/pages/{token}` and `/{token}`: a static page by its token or a localized alias. */
export function StaticPageScreen() {
  const texts = useTranslation(STATIC_PAGES_NS, { useSuspense: false });
  const page = resolveToken(useParams().token ?? '');
  // Busy while its texts load: a server paint of this page (the page, or its not-found
  // page) stays until the screen is drawn, so nothing flashes empty in between.
  if (!texts.ready) return <div aria-busy="true" css={statusStyle} />;
  return page ? <KnownPage page={page} /> : <NotFoundPage />;
}

function KnownPage({ page }: { page: StaticPageName }) {
  const { t, i18n } = useTranslation(STATIC_PAGES_NS);
  const settings = useSessionSettings();
  const language = contentLanguage(i18n.language);
  const content = usePageContent(page, language);
  const company = useCompanyInfo();
  useDocumentTitle(content.data?.title ?? null, settings?.name ?? null);

  if (content.isError || company.isError) {
    return (
      <div role="alert" css={statusStyle}>
        <p>{t('unavailable')}</p>
        <button
          type="button"
          onClick={() => {
            if (content.isError) void content.refetch();
            if (company.isError) void company.refetch();
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!content.data || !company.data) {
    return (
      <div role="status" aria-busy="true" css={statusStyle}>
        {t('loading')}
      </div>
    );
  }
  return (
    <StaticPage
      page={page}
      content={content.data}
      values={placeholderValues(settings, company.data, i18n.language)}
    />
  );
}
