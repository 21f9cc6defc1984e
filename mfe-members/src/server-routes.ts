import type { ServerApp, ServerRoute, ServerRouteContext } from '@dating/platform/server';
import type { SearchResponse } from '@dating/shared-contracts/api';
import { visitorMaySearch } from '@dating/shared-contracts/api';
import { memberSearchQuery } from './features/member-search/api/search-members';
import { searchFromParams } from './features/member-search/hooks/use-search-filters';
import { HOME } from './route-declarations';

/** This remote's own namespace (app.tsx), which every screen reads. */
const NAMESPACE = 'members';

/**
 * `/` for a visitor: what the site is, and the newest members where the site lets visitors
 * search (home-screen.tsx decides the same), fetched under the key the screen's hook reads.
 */
async function prepareHome({ search, api, queryClient, i18n, request }: ServerRouteContext) {
  const { settings } = request;
  await i18n.loadNamespaces([NAMESPACE]);
  const { filters, page, source } = searchFromParams(search);
  // The visitor's query, as member-search-screen.tsx asks it (its traffic source included).
  const members =
    settings && visitorMaySearch(settings, source)
      ? await queryClient.fetchQuery<SearchResponse>(
          memberSearchQuery(api, { ...filters, page, ...source }),
        )
      : null;
  // The first card's photo is the largest paint (member-search-screen.tsx).
  const photo = members?.profiles[0]?.main_image;
  return {
    title: settings?.index_title || settings?.name || i18n.t('home.welcome', { ns: NAMESPACE }),
    description: settings?.description ?? '',
    ...(photo ? { preloadImage: photo.thumb_url } : {}),
  };
}

/**
 * The routes drawn on the server, in the order the app's router tries them. The members'
 * own screens are not here: the server draws visitors only.
 */
export const SERVER_ROUTES: readonly ServerRoute[] = [{ path: HOME, prepare: prepareHome }];

/** None of its own: the API lists `/` already. */
export const sitemapPaths: ServerApp['sitemap'] = async () => [];
