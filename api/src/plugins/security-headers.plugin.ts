import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

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

/**
 * Security headers on every answer (@fastify/helmet), with a Content-Security-Policy built
 * per response: a fresh script nonce, the requesting domain's CDN and the page's own
 * WebSocket origin. No 'unsafe-eval' anywhere: the bundles and the Module Federation runtime
 * load code with script elements only.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const https = app.config.publicUrl.startsWith('https:');
    const sources = new WeakMap<IncomingMessage, ResponseSources>();
    const of = (request: IncomingMessage): ResponseSources =>
      sources.get(request) ?? { nonce: '', cdn: null, socket: null };

    app.decorateRequest('scriptNonce', '');
    // Before helmet's own hook, which writes the header from these sources.
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const nonce = randomBytes(16).toString('base64');
      request.scriptNonce = nonce;
      // An API answer is no document: it loads nothing, so it needs no CDN source (and the
      // API's own calls need no settings lookup for it).
      let cdn: string | null = null;
      if (!request.url.startsWith('/api/')) {
        try {
          cdn = cdnOrigin((await request.settings()).cdn_prefix);
        } catch {
          // No settings (an empty database): nothing is served from a CDN then.
        }
      }
      const host = request.headers.host ?? '';
      const socket = HOST.test(host) ? `${https ? 'wss' : 'ws'}://${host.toLowerCase()}` : null;
      sources.set(request.raw, { nonce, cdn, socket });
    });

    const nonce = (request: IncomingMessage) => `'nonce-${of(request).nonce}'`;
    // helmet calls these with the raw request; '' adds nothing to the directive.
    const cdn = (request: IncomingMessage) => of(request).cdn ?? '';
    const socket = (request: IncomingMessage) => of(request).socket ?? '';

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'", nonce, cdn],
          scriptSrcAttr: ["'none'"],
          // 'unsafe-inline' for styles: @emotion (each remote's cache) and the shell's
          // index.html insert <style> elements without a nonce, and a nonce in style-src would
          // switch 'unsafe-inline' off. Giving every emotion cache the nonce is a change to all
          // remotes; until then, injected CSS cannot run script, so scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'", cdn],
          // data: the favicon of index.html; blob: previews of a photo before its upload.
          imgSrc: ["'self'", 'data:', 'blob:', cdn],
          fontSrc: ["'self'", 'data:', cdn],
          mediaSrc: ["'self'", 'blob:', cdn],
          // The remotes' manifests on the CDN; the live socket of the page's own origin.
          connectSrc: ["'self'", socket, cdn],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only where the site is served over https: on http it would be ignored, and on
      // localhost it would stick to every other local project.
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // Remotes and media may be loaded by the domains' pages from a CDN host (another
      // origin); the API answers stay same-origin (set below).
      crossOriginResourcePolicy: false,
    });

    app.addHook('onRequest', async (request, reply) => {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      const api = request.url.startsWith('/api/');
      reply.header('Cross-Origin-Resource-Policy', api ? 'same-origin' : 'cross-origin');
    });
  },
  { name: 'security-headers', dependencies: ['config', 'auth'] },
);
