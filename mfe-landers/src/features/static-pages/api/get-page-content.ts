import { useQuery } from '@dating/platform';
import type { Locale } from '@dating/shared-contracts';
import type { StaticPageName } from '../lib/pages';
import type { PageContent } from '../lib/page-content';

/**
 * One page in one language: a chunk of its own, so a visitor downloads that page's texts
 * only (never all eleven languages). A query like any other, so the server can prefetch it.
 */
export const pageContentQuery = (page: StaticPageName, language: Locale) => ({
  queryKey: ['landers', 'static-page', page, language] as const,
  queryFn: () =>
    import(
      /* webpackChunkName: "page-[request]" */
      `../content/${language}/${page}.json`
    ).then((module: { default: PageContent }) => module.default),
  // The texts belong to this release: they never change while the page is open.
  staleTime: Infinity,
});

export const usePageContent = (page: StaticPageName, language: Locale) =>
  useQuery(pageContentQuery(page, language));
