import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LIVE_CLOSE_UNAUTHENTICATED,
  endpoints,
  type LiveEvent,
} from '@dating/shared-contracts/api';
import type { WebSocket } from 'ws';
import { endpointUrl } from '../../lib/endpoint-route';
import { authenticationRequired } from '../../lib/app-error';
import { ownOrigin } from '../../lib/public-address';
import { sendError } from '../../plugins/error-handler';
import { domainOfHost } from '../site/site.service';
import { liveSessionId, type LiveControl } from './live-hub';
import { LIVE_PING_MS } from './live-ping';

/** Sockets one session may hold on one instance: a few tabs, not a flood. */
export const LIVE_SOCKETS_PER_SESSION = 5;
/**
 * The close code of a socket over that limit. The newest is refused, not the oldest closed:
 * a closed tab reconnects at once, and with six tabs open each reconnect would close the next
 * oldest, round and round. A refused tab keeps the polling fallback and retries with its
 * back-off (up to 30 s) until a socket of the session is gone.
 */
export const LIVE_CLOSE_TOO_MANY = 4429;

/**
 * Whether a socket may be opened from this Origin: a page of one of the site's domains (with
 * or without www, on https when PUBLIC_URL is), of the public address itself, or (outside
 * production: `sameOrigin`) of the very origin the socket is asked on. A browser always
 * sends Origin with a WebSocket handshake, and it is the browser that attaches the session
 * cookie on another site's behalf (cross-site WebSocket hijacking); a page asking its own
 * origin gets only that origin's cookie, so any host name and port of a development machine
 * works (decision 0139). A client without an Origin is no browser: it sends only a cookie it
 * holds itself, so it is let in.
 */
export function isSiteOrigin(
  origin: string | undefined,
  domains: readonly string[],
  publicUrl: string,
  sameOrigin?: string,
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // `null` (a sandboxed frame, a file) and anything else unreadable
  }
  if (url.origin === new URL(publicUrl).origin) return true;
  if (sameOrigin !== undefined && url.origin === sameOrigin) return true;
  const protocols = publicUrl.startsWith('https:') ? ['https:'] : ['https:', 'http:'];
  return protocols.includes(url.protocol) && domains.includes(domainOfHost(url.host));
}

/**
 * GET /api/live.php: the live channel of the logged-in member (contract in
 * shared-contracts/src/api/live.schema.ts). The auth plugin's onRequest hook has read the
 * session cookie of the upgrade request. Every event is one JSON text frame; the client
 * sends nothing. Not in the OpenAPI document (@fastify/websocket hides its routes).
 */
export async function liveRoutes(app: FastifyInstance) {
  /** The open sockets of each session on this instance (by liveSessionId). */
  const bySession = new Map<string, Set<WebSocket>>();
  const { liveSocketsOpen } = app.metrics;

  // Before the upgrade: a refused origin gets a plain 403 and never a socket.
  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const domains = await app.site.domains().catch(() => []);
    // Production never trusts the Host header for an address (PUBLIC_URL is required there).
    const sameOrigin = app.config.nodeEnv === 'production' ? undefined : ownOrigin(request);
    if (!isSiteOrigin(request.headers.origin, domains, app.config.publicUrl, sameOrigin)) {
      request.log.info({ origin: request.headers.origin }, 'live socket from a foreign origin');
      // The session cookie does not count from there: the answer a missing session gets.
      return sendError(reply, authenticationRequired());
    }
  };

  const { live } = endpoints.system;
  app.get(
    endpointUrl(live),
    { websocket: true, preValidation: checkOrigin, config: { access: live.access } },
    (socket, request) => {
      const { userId, sessionToken } = request;
      if (userId === null || sessionToken === null) {
        // Accept, then close with a code the client understands as "stop reconnecting".
        socket.close(LIVE_CLOSE_UNAUTHENTICATED, 'authentication_required');
        return;
      }
      const sessionId = liveSessionId(sessionToken);
      let sockets = bySession.get(sessionId);
      if (!sockets) bySession.set(sessionId, (sockets = new Set()));
      if (sockets.size >= LIVE_SOCKETS_PER_SESSION) {
        socket.close(LIVE_CLOSE_TOO_MANY, 'too_many_sockets');
        return;
      }
      sockets.add(socket);
      liveSocketsOpen.inc();

      const unsubscribe = app.live.subscribe(userId, {
        event: (_event: LiveEvent, text: string) => {
          if (socket.readyState === socket.OPEN) socket.send(text);
        },
        // The session ended (here or on another instance): the member is logged out there.
        control: (control: LiveControl) => {
          const ended =
            control.kind === 'session-ended'
              ? control.sessionId === sessionId
              : control.sessionIds.includes(sessionId);
          if (ended) socket.close(LIVE_CLOSE_UNAUTHENTICATED, 'authentication_required');
        },
      });
      // A socket that missed its pong since the last ping is gone (sleep, lost network).
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const ping = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, LIVE_PING_MS);
      ping.unref();
      socket.on('close', () => {
        clearInterval(ping);
        unsubscribe();
        sockets.delete(socket);
        liveSocketsOpen.dec();
        if (sockets.size === 0 && bySession.get(sessionId) === sockets) bySession.delete(sessionId);
      });
      // Anything the client sends is ignored; errors end in 'close' as well.
      socket.on('error', (error) => request.log.debug({ err: error }, 'live socket error'));
    },
  );
}
