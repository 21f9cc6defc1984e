import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { isStaffRequest } from '../lib/staff-listener';
import {
  devOverridesEnabled,
  readDevOverrides,
  withDevOrigins,
} from '../modules/frontend/dev-override';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce: an inline script of the page must carry it. */
    scriptNonce: string;
  }
}

/** What the policy of one response allows beyond 'self'. */
interface ResponseSources {
  readonly nonce: string;
  /** The origin of the domain's cdn_prefix (remotes and media on a CDN), if any. */
  readonly cdn: string | null;
  /** The page's own WebSocket origin (/api/live.php). */
  readonly socket: string | null;
}

/**
 * Geolocation for this origin only (signup will offer "use my location"); the rest of what
 * a page could ask for is off. Only features Chromium knows: an unknown one is a console error.
 */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

/** A Host header fit to be written into a header (anything else gets no socket source). */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The origin of a cdn_prefix (`https://cdn.example.net/site/` gives `https://cdn.example.net`). */
export function cdnOrigin(prefix: string | undefined): string | null {
  if (!prefix) return null;
  try {
    const url = new URL(prefix);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** An API answer is JSON, no document: it may load nothing and be framed by no one. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of a page (and of the front end's other files, the service worker among them):
 * a fresh script nonce, the requesting domain's CDN and the page's own WebSocket origin. No
 * 'unsafe-eval' anywhere: the bundles and the Module Federation runtime load code with
 * script elements only.
 */
export function pagePolicy(sources: ResponseSources, https: boolean): string {
  const cdn = sources.cdn ? ` ${sources.cdn}` : '';
  const socket = sources.socket ? ` ${sources.socket}` : '';
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `script-src 'self' 'nonce-${sources.nonce}'${cdn}`,
    "script-src-attr 'none'",
    // 'unsafe-inline' for styles: @emotion (each remote's cache) and the shell's index.html
    // insert <style> elements without a nonce, and a nonce in style-src would switch
    // 'unsafe-inline' off. Giving every emotion cache the nonce is a change to all remotes;
    // until then, injected CSS cannot run script, so scripts stay strict.
    `style-src 'self' 'unsafe-inline'${cdn}`,
    // data: the favicon of index.html; blob: previews of a photo before its upload.
    `img-src 'self' data: blob:${cdn}`,
    `font-src 'self' data:${cdn}`,
    `media-src 'self' blob:${cdn}`,
    // The remotes' manifests on the CDN; the live socket of the page's own origin.
    `connect-src 'self'${socket}${cdn}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * A page's policy that also lets its forms lead to `origin` (a form's redirect counts as its
 * target): the test provider's checkout sends the member back to the payment's own address.
 */
export function allowFormTarget(policy: string, origin: string): string {
  if (!/^https?:\/\/[a-z0-9.:[\]-]+$/i.test(origin)) return policy;
  return policy.replace("form-action 'self'", `form-action 'self' ${origin}`);
}

const HSTS_SECONDS = 15_552_000;
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * What every API answer carries, set as one constant object: it is JSON that loads nothing,
 * is framed by no one and is read by its own origin only. (helmet's other headers are for
 * documents.) The same names and values as the files get, where both have one.
 */
function apiHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': API_CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(https ? { 'strict-transport-security': `max-age=${HSTS_SECONDS}` } : {}),
  };
}

/**
 * Security headers on every answer. The front end's documents and files get helmet's set
 * (its middleware built once, at start) and a Content-Security-Policy built per response,
 * whose page carries the nonce; API answers, most requests, get a constant set.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const https = app.config.publicUrl.startsWith('https:');
    const forApi = apiHeaders(https);
    // A developer's dev server is let in only while their browser overrides a remote (0177).
    const devOverrides = devOverridesEnabled(app.config);
    const forFiles = helmet({
      contentSecurityPolicy: false,
      // HSTS only where the site is served over https: on http it would be ignored, and on
      // localhost it would stick to every other local project.
      strictTransportSecurity: https ? { maxAge: HSTS_SECONDS, includeSubDomains: false } : false,
      referrerPolicy: { policy: REFERRER_POLICY },
      xFrameOptions: { action: 'deny' },
      // Remotes and media may be loaded by the domains' pages from a CDN host (another
      // origin).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });

    app.decorateRequest('scriptNonce', '');
    // A file's or a page's headers: helmet's set and a policy of its own, with a fresh nonce.
    const forFile = async (request: FastifyRequest, reply: FastifyReply) => {
      forFiles(request.raw, reply.raw, () => undefined);
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      const nonce = randomBytes(16).toString('base64');
      request.scriptNonce = nonce;
      let cdn: string | null = null;
      try {
        cdn = cdnOrigin((await request.settings()).cdn_prefix);
      } catch {
        // No settings (an empty database): nothing is served from a CDN then.
      }
      const host = request.headers.host ?? '';
      const socket = HOST.test(host) ? `${https ? 'wss' : 'ws'}://${host.toLowerCase()}` : null;
      const policy = pagePolicy({ nonce, cdn, socket }, https);
      reply.header(
        'Content-Security-Policy',
        devOverrides ? withDevOrigins(policy, readDevOverrides(request.headers.cookie)) : policy,
      );
    };
    // A callback hook, not an async one: an API answer, most requests, needs no promise.
    app.addHook('onRequest', (request, reply, done) => {
      // The staff listener's answers: the API's set; the console's files set their own policy
      // (staff-console.plugin.ts).
      if (request.url.startsWith('/api/') || isStaffRequest(request.raw)) {
        reply.headers(forApi);
        done();
        return;
      }
      forFile(request, reply).then(() => done(), done);
    });
  },
  { name: 'security-headers', dependencies: ['config', 'auth'] },
);
