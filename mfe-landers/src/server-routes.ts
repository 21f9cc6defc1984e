import type { ServerApp, ServerRoute, ServerRouteContext } from '@dating/platform/server';
import { isLocale, type Locale } from '@dating/shared-contracts';
import type { LanderMemberResponse } from '@dating/shared-contracts/api';
import { COMPLAINTS_NS } from './features/complaints/complaints-texts';
import { landerDocumentQuery } from './features/lander/api/get-lander-document';
import { interestsQuery } from './features/lander/api/interests';
import { LANDER_MEMBERS, landerMembersQuery } from './features/lander/api/landers-members';
import { PREVIEW_PARAM } from './features/lander/components/lander-screen';
import { LANDER_BLOCKS_NS } from './features/lander/lander-blocks-texts';
import { BUILTIN_LANDERS } from './features/lander/lib/builtin';
import { resolveLander } from './features/lander/lib/resolve-lander';
import { landerMemberQuery, prefetchMemberLander } from './features/member-lander';
import type { MemberLanderDesign } from './features/member-lander/lib/member-lander-links';
import { MEMBER_LANDER_NS } from './features/member-lander/member-lander-texts';
import {
  companyInfoQuery,
  contentLanguage,
  pageContentQuery,
  resolveToken,
} from './features/static-pages';
import { fillPlaceholders, placeholderValues } from './features/static-pages/lib/fill-placeholders';
import { STATIC_PAGES } from './features/static-pages/lib/pages';
import { STATIC_PAGES_NS } from './features/static-pages/static-pages-texts';
import {
  COMPLAINTS,
  LANDER,
  MEMBER_LANDING,
  MEMBER_LANDING2,
  MEMBER_LANDING3,
  STATIC_PAGE,
  TOKEN_PAGE,
} from './route-declarations';

/** This remote's own namespace (app.tsx), which every screen reads. */
const NAMESPACE = 'landers';

const localeOf = (context: ServerRouteContext): Locale =>
  isLocale(context.request.locale) ? context.request.locale : 'nl';

/** /landers/:variant/:slug?: the document, then what its blocks show, then its copy. */
async function prepareLander(context: ServerRouteContext) {
  const { params, search, api, queryClient, i18n } = context;
  const preview = search.get(PREVIEW_PARAM);
  const [source] = await Promise.all([
    queryClient.fetchQuery(landerDocumentQuery(api, params.variant ?? '', preview)),
    i18n.loadNamespaces([NAMESPACE, LANDER_BLOCKS_NS]),
  ]);
  // An unknown lander is its not-found page, and the page answers 404.
  if (!source) {
    const t = i18n.getFixedT(null, NAMESPACE);
    return { status: 404, title: t('lander.notFoundTitle'), description: t('lander.notFoundBody') };
  }
  const lander = resolveLander(source.document, params.slug ?? null, localeOf(context));
  const blocks = new Set(source.document.blocks.map((block) => block.type));
  await Promise.all([
    queryClient.prefetchQuery(landerMembersQuery(api, lander.audience, LANDER_MEMBERS)),
    blocks.has('interest-icons') ? queryClient.prefetchQuery(interestsQuery(api)) : null,
  ]);
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

/** /pages/:token and /:token: the page's texts in the reader's language and the company. */
async function prepareStaticPage(context: ServerRouteContext) {
  const { params, api, queryClient, i18n } = context;
  const page = resolveToken(params.token ?? '');
  // An unknown token (any one-segment URL nobody else owns) is the not-found page: 404.
  if (!page) {
    await i18n.loadNamespaces([NAMESPACE, STATIC_PAGES_NS]);
    const t = i18n.getFixedT(null, STATIC_PAGES_NS);
    return { status: 404, title: t('notFound.title'), description: t('notFound.title') };
  }
  const locale = localeOf(context);
  const [content, company] = await Promise.all([
    queryClient.fetchQuery(pageContentQuery(page, contentLanguage(locale))),
    queryClient.fetchQuery(companyInfoQuery(api)),
    i18n.loadNamespaces([NAMESPACE, STATIC_PAGES_NS]),
  ]);
  const values = placeholderValues(context.request.settings, company, locale);
  return {
    title: fillPlaceholders(content.title, values),
    description: fillPlaceholders(content.description, values),
  };
}

/** /members/:id/landing*: the member (their name titles the page) and who else is shown. */
const prepareMemberLander =
  (design: MemberLanderDesign) =>
  async ({ params, search, api, queryClient, i18n }: ServerRouteContext) => {
    const id = params.id ?? '';
    await Promise.all([
      prefetchMemberLander(queryClient, api, { id, design, search: `?${search.toString()}` }),
      i18n.loadNamespaces([NAMESPACE, MEMBER_LANDER_NS]),
    ]);
    const found = queryClient.getQueryData<LanderMemberResponse>(
      landerMemberQuery(api, { id }).queryKey,
    );
    const t = i18n.getFixedT(null, MEMBER_LANDER_NS);
    // A member nobody may see here (unknown, deleted, blocked, invisible): 404, never 410,
    // since a deleted account can come back and a block can be lifted (decision 0140).
    if (!found) {
      return { status: 404, title: t('unavailable.title'), description: t('unavailable.body') };
    }
    const { name } = found.member;
    return { title: t('headline.default', { name }), description: t('subline.default', { name }) };
  };

/**
 * /complaints: the form's chunk first, since its texts register with it (the render then
 * draws the lazy form once React has the chunk, render-remote.tsx), then its texts.
 */
async function prepareComplaints({ i18n }: ServerRouteContext) {
  await import('./features/complaints/components/complaints-screen');
  await i18n.loadNamespaces([NAMESPACE, COMPLAINTS_NS]);
  const t = i18n.getFixedT(null, COMPLAINTS_NS);
  return { title: t('title'), description: t('intro') };
}

/**
 * The routes drawn on the server, in the order the app's router tries them: a pattern and
 * what its first render needs (the same query options its hooks use). A route not listed
 * here loads in the browser only. Adding one is one line.
 */
export const SERVER_ROUTES: readonly ServerRoute[] = [
  { path: LANDER, prepare: prepareLander },
  { path: MEMBER_LANDING, prepare: prepareMemberLander('landing') },
  { path: MEMBER_LANDING2, prepare: prepareMemberLander('landing2') },
  { path: MEMBER_LANDING3, prepare: prepareMemberLander('landing3') },
  { path: COMPLAINTS, prepare: prepareComplaints },
  { path: STATIC_PAGE, prepare: prepareStaticPage },
  { path: TOKEN_PAGE, prepare: prepareStaticPage },
];

/** The public pages of this release: every built-in lander, the static pages, complaints. */
export const sitemapPaths: ServerApp['sitemap'] = async () => [
  ...Object.keys(BUILTIN_LANDERS).map((name) => `/landers/${name}`),
  ...STATIC_PAGES.map((token) => `/pages/${token}`),
  '/complaints',
];
