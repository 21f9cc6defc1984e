import type { Locale } from '@dating/shared-contracts/locales';
import {
  bySpecificity,
  registryRoutes,
  type RemoteRegistry,
} from '@dating/shared-contracts/registry';
import { escapeHtml } from '../../lib/html';
import { languageUrl } from './page-language';

/**
 * sitemap.xml (decision 0124): one entry per page and language (`?lang=`), each listing its
 * alternates in every language and x-default, as search engines read hreflang in sitemaps.
 */
export function sitemapXml(origin: string, paths: readonly string[], languages: readonly Locale[]) {
  const alternates = (path: string) =>
    [
      ...languages.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(languageUrl(origin, path, language))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + path)}"/>`,
    ].join('');
  const urls = [...new Set(paths)].flatMap((path) =>
    languages.map(
      (language) =>
        `<url><loc>${escapeHtml(languageUrl(origin, path, language))}</loc>${alternates(path)}</url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

/** The first fixed part of a route pattern: `/members/:id` gives `/members`. */
const prefixOf = (pattern: string) => `/${pattern.split('/')[1] ?? ''}`;

/**
 * robots.txt: crawlers keep out of the API and of the members area (the routes the
 * releases mark `membersArea`), and are pointed at the domain's sitemap.
 */
export function robotsTxt(origin: string, registry: RemoteRegistry) {
  const members = bySpecificity(registryRoutes(registry.remotes))
    .filter((route) => route.membersArea)
    .map((route) => prefixOf(route.path));
  const disallowed = [...new Set(['/api/', ...members])].sort();
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
