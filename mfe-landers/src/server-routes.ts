import type { ServerApp, ServerRoute, ServerRouteContext } from '@dating/platform/server';
import { isLocale, type Locale } from '@dating/shared-contracts';
import { landerMembersQuery } from './features/lander/api/get-lander-members';
import { landerDocumentQuery } from './features/lander/api/get-lander-document';
import { PREVIEW_PARAM } from './features/lander/components/lander-screen';
import { LANDER_BLOCKS_NS } from './features/lander/lander-blocks-texts';
import { BUILTIN_LANDERS } from './features/lander/lib/builtin';
import { resolveLander } from './features/lander/lib/resolve-lander';

/** This remote's own namespace (app.tsx), which every screen reads. */
const NAMESPACE = 'landers';

/** The static pages of spec section 2 (`/pages/{token}`), listed in the sitemap. */
export const STATIC_PAGES = [
  'terms',
  'privacy',
  'cookies',
  'faq',
  'return-policy',
  'service',
  'ban',
] as const;

const localeOf = (context: ServerRouteContext): Locale =>
  isLocale(context.request.locale) ? context.request.locale : 'nl';

/** /landers/:variant/:slug?: the document and the members its blocks show, then its copy. */
async function prepareLander(context: ServerRouteContext) {
  const { params, search, api, queryClient, i18n } = context;
  const preview = search.get(PREVIEW_PARAM);
  const [source] = await Promise.all([
    queryClient.fetchQuery(landerDocumentQuery(api, params.variant ?? '', preview)),
    queryClient.prefetchQuery(landerMembersQuery(api)),
    i18n.loadNamespaces([NAMESPACE, LANDER_BLOCKS_NS]),
  ]);
  // An unknown lander is drawn by the browser (its not-found screen), as before.
  if (!source) return null;
  const lander = resolveLander(source.document, params.slug ?? null, localeOf(context));
  const image = lander.heroImage;
  return {
    title: lander.copy.title,
    description: lander.copy.description,
    ...(image
      ? {
          image: {
            url: image.src,
            width: image.width,
            height: image.height,
            alt: lander.copy.headline,
          },
          preloadImage: image.src,
        }
      : {}),
  };
}

/** A screen that needs only its texts: its head is the area's title and the page's body. */
const textsOnly =
  (titleKey: string, descriptionKey: string, namespaces: readonly string[] = []) =>
  async ({ i18n }: ServerRouteContext) => {
    await i18n.loadNamespaces([NAMESPACE, ...namespaces]);
    const t = i18n.getFixedT(null, NAMESPACE);
    return { title: t(titleKey), description: t(descriptionKey) };
  };

/**
 * The routes drawn on the server, in the order the app's router tries them: a pattern and
 * what its first render needs (the same query options its hooks use). A route not listed
 * here loads in the browser only. Adding one is one line.
 */
export const SERVER_ROUTES: readonly ServerRoute[] = [
  { path: '/landers/:variant/:slug?', prepare: prepareLander },
  { path: '/pages/:token', prepare: textsOnly('areas.page', 'comingSoon.body') },
  { path: '/complaints', prepare: textsOnly('areas.complaints', 'comingSoon.body') },
];

/** The public pages of this release: every built-in lander, the static pages, complaints. */
export const sitemapPaths: ServerApp['sitemap'] = async () => [
  ...Object.keys(BUILTIN_LANDERS).map((name) => `/landers/${name}`),
  ...STATIC_PAGES.map((token) => `/pages/${token}`),
  '/complaints',
];
