import type { Locale } from '@dating/shared-contracts/locales';
import type { ServerRenderHead } from '@dating/shared-contracts/registry';
import { escapeHtml } from '../../lib/html';
import { languageUrl } from './page-language';

export interface HeadInput {
  readonly head: ServerRenderHead;
  readonly siteName: string;
  /** `https://liefdevol.nl` */
  readonly origin: string;
  /** The page's path, without query. */
  readonly path: string;
  readonly locale: Locale;
  /** Whether the URL named the language (`?lang=`): the canonical address then keeps it. */
  readonly languageInUrl: boolean;
  /** The domain's languages: one alternate each, plus x-default. */
  readonly languages: readonly Locale[];
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : origin + url);

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/**
 * The head of a page drawn on the server (decision 0124): description, canonical address,
 * Open Graph and Twitter cards, an hreflang alternate per language of the domain and
 * x-default (the address without a language: cookie or domain decide), and the LCP image's
 * preload at high priority. The title is set apart (`withTitle`).
 */
export function headTags(input: HeadInput): string {
  const { head, origin, path, locale } = input;
  const canonical = input.languageInUrl ? languageUrl(origin, path, locale) : origin + path;
  const image = head.image;
  return [
    meta('name', 'description', head.description),
    link({ rel: 'canonical', href: canonical }),
    ...input.languages.map((language) =>
      link({ rel: 'alternate', hreflang: language, href: languageUrl(origin, path, language) }),
    ),
    link({ rel: 'alternate', hreflang: 'x-default', href: origin + path }),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', locale),
    ...(image
      ? [
          meta('property', 'og:image', absolute(origin, image.url)),
          meta('property', 'og:image:width', image.width),
          meta('property', 'og:image:height', image.height),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', absolute(origin, image.url))] : []),
    ...(head.preloadImage
      ? [link({ rel: 'preload', as: 'image', href: head.preloadImage, fetchpriority: 'high' })]
      : []),
  ].join('');
}
