import type { Settings } from '../api/settings.schema';
import type { Locale } from '../i18n/locales';

/**
 * The contract between the API and a remote's server renderer (docs/decisions/0124): a
 * release may ship a Node module (its registry entry names it in `ssr`) whose `render` draws
 * the first paint of one of its routes for a visitor. Types only: each side builds its own.
 */
export interface ServerRenderRequest {
  /** Path and query of the page (`/landers/video?network=x`). */
  readonly url: string;
  /** `https://liefdevol.nl`: for absolute links in the head (canonical, og:image). */
  readonly origin: string;
  readonly locale: Locale;
  readonly settings: Settings | null;
  /**
   * The API answered in process, as a visitor (no cookie): the renderer calls the same
   * endpoints with the same access rules as a browser would. A fetch, so the renderer
   * builds its own client with its own error class (`instanceof` holds inside its bundle).
   */
  readonly fetch: typeof globalThis.fetch;
  /**
   * The release's public folder (`/remotes/mfe-landers/1.4.0/`): files the render names (a
   * video, its poster) are served from there. A renderer's bundle names them under
   * SERVER_ASSET_BASE, which the render replaces with this.
   */
  readonly assetBase: string;
}

/** Where a server bundle's files appear to live until a render knows its release's folder. */
export const SERVER_ASSET_BASE = '/__release_assets__/';

/** An image a page is shared with (og:image), with its size so previews reserve room. */
export interface ServerRenderImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface ServerRenderHead {
  readonly title: string;
  readonly description: string;
  readonly image?: ServerRenderImage;
  /** The LCP image, preloaded with fetchpriority=high (the same URL the page's <img> uses). */
  readonly preloadImage?: string;
}

/** A query the render fetched, to seed the browser's cache so its first render needs no call. */
export interface ServerQuery {
  readonly queryKey: readonly unknown[];
  readonly data: unknown;
  readonly updatedAt: number;
}

/** The critical CSS of the render, as emotion writes it (`<style data-emotion="key ids">`). */
export interface ServerRenderCss {
  readonly key: string;
  readonly ids: readonly string[];
  readonly text: string;
}

export interface ServerRenderResult {
  /** The page's HTTP status: 200, or 404 where the release draws its not-found page. */
  readonly status: number;
  readonly html: string;
  readonly css: ServerRenderCss;
  readonly head: ServerRenderHead;
  readonly queries: readonly ServerQuery[];
}

/** What a server renderer module exports. */
export interface ServerRenderer {
  /** The page's first paint, or null when this route is not drawn on the server. */
  render(request: ServerRenderRequest): Promise<ServerRenderResult | null>;
  /** The public pages of this release for the sitemap (paths, without language). */
  sitemap(request: ServerRenderRequest): Promise<readonly string[]>;
  /**
   * The HTTP status of a page this release draws (404 for a URL it shows its not-found page
   * at), found without drawing it: for a page that goes out without a server paint (a
   * member's). Null when the release does not know (its route is not drawn on the server).
   * Optional: a release built before it has none, and its pages answer 200.
   */
  status?(request: ServerRenderRequest): Promise<number | null>;
}
