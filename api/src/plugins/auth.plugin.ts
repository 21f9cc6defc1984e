import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Settings } from '@dating/shared-contracts/api';
import { authenticationRequired } from '../lib/app-error';
import { readCookie, serializeCookie } from '../lib/cookies';
import { isHttps } from '../lib/public-address';
import { isStaffRequest } from '../lib/staff-listener';
import { SESSION_TTL } from '../modules/accounts/accounts.service';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_TTL,
  type PasswordClient,
} from '../modules/accounts/known-device';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user's id, null for a visitor. */
    userId: number | null;
    /** The logged-in user's account status, null for a visitor. */
    userStatus: 'not_confirmed' | 'active' | 'deleted' | null;
    sessionToken: string | null;
    /** Settings of the requested host (cached by SiteService). */
    settings(): Promise<Settings>;
  }
  interface FastifyReply {
    startSession(userId: number): Promise<void>;
    clearSession(): FastifyReply;
  }
}

/** The user id of the request, or a 403 authentication_required. */
export function requireUserId(request: FastifyRequest): number {
  if (request.userId === null) throw authenticationRequired();
  return request.userId;
}

/** Who types a password in this request: its address and its device cookie. */
export function passwordClient(request: FastifyRequest): PasswordClient {
  return { ip: request.ip, device: readCookie(request.headers.cookie, DEVICE_COOKIE) ?? null };
}

/**
 * Session cookie: a random id (32 bytes) of which only the SHA-256 is stored, HttpOnly,
 * SameSite=Lax, 30 days, Secure behind https (docs/decisions/0103-api-sessions.md).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    // Secure where the public address is https (decision 0139): PUBLIC_URL's scheme, else,
    // outside production, the scheme the request came in on.
    const secureFor = (request: FastifyRequest) => isHttps(request, app.config);
    app.decorateRequest('userId', null);
    app.decorateRequest('userStatus', null);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('settings', function (this: FastifyRequest) {
      return app.site.settingsFor(this.headers.host);
    });
    app.decorateReply('startSession', async function (this: FastifyReply, userId: number) {
      const secure = secureFor(this.request);
      const token = await app.accounts.startSession(
        userId,
        this.request.headers['user-agent'] ?? null,
      );
      this.header(
        'set-cookie',
        serializeCookie(SESSION_COOKIE, token, { maxAgeSeconds: SESSION_TTL / 1000, secure }),
      );
      // Where a session starts the member proved the password or the mailbox: the browser
      // becomes a known device of the account (the password guard's), and stays one.
      const { device } = passwordClient(this.request);
      if ((await app.accounts.devices.nonceFor(device, userId)) === null) {
        const value = await app.accounts.devices.issue(userId);
        this.header(
          'set-cookie',
          serializeCookie(DEVICE_COOKIE, value, {
            maxAgeSeconds: DEVICE_COOKIE_TTL / 1000,
            secure,
          }),
        );
      }
    });
    app.decorateReply('clearSession', function (this: FastifyReply) {
      return this.header(
        'set-cookie',
        serializeCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure: secureFor(this.request) }),
      );
    });
    // A callback hook: a visitor's request, without a session cookie, needs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      // The staff listener never reads a member's session (decision 0160).
      if (isStaffRequest(request.raw)) return done();
      const token = readCookie(request.headers.cookie, SESSION_COOKIE);
      if (!token || token.length > 100) return done();
      // A session this instance knows: no promise, and no wait for the next microtask.
      const known = app.accounts.knownSessionUser(token);
      if (known !== undefined) {
        request.userId = known.userId;
        request.userStatus = known.status;
        request.sessionToken = token;
        return done();
      }
      app.accounts.sessionUser(token).then((session) => {
        if (session !== null) {
          request.userId = session.userId;
          request.userStatus = session.status;
          request.sessionToken = token;
        }
        done();
      }, done);
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
