import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readCookie, serializeCookie } from '../lib/cookies';
import type { StaffPrincipal } from '../modules/staff/staff-session.repository';
import { STAFF_SESSION_MAX } from '../modules/staff/staff-sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on the staff listener (decision 0160); null otherwise. */
    staff: StaffPrincipal | null;
    staffSessionToken: string | null;
  }
  interface FastifyReply {
    startStaffSession(token: string): FastifyReply;
    clearStaffSession(): FastifyReply;
  }
}

/**
 * Whether the console is reached over https: STAFF_URL's scheme, else the request's. Behind
 * https the cookie is `__Host-staff_sid`: Secure, host-only, path `/`, which no other host
 * and no plain-http page can set.
 */
function secureFor(request: FastifyRequest, staffUrl: string | undefined): boolean {
  return staffUrl ? staffUrl.startsWith('https:') : request.protocol === 'https';
}

export const staffCookieName = (secure: boolean) => (secure ? '__Host-staff_sid' : 'staff_sid');

/**
 * The staff session: its cookie, and the hook that reads it, which the access plugin puts
 * on the staff routes only (a member request never looks up a staff session, and the staff
 * listener never reads a member's `sid`).
 */
export const staffSessionPlugin = fp(
  async (app: FastifyInstance) => {
    const { staffUrl } = app.config;
    app.decorateRequest('staff', null);
    app.decorateRequest('staffSessionToken', null);
    app.decorateReply('startStaffSession', function (this: FastifyReply, token: string) {
      const secure = secureFor(this.request, staffUrl);
      // Sent on the console's own requests only: a link from elsewhere arrives signed out.
      return this.header(
        'set-cookie',
        serializeCookie(staffCookieName(secure), token, {
          maxAgeSeconds: STAFF_SESSION_MAX / 1000,
          secure,
          sameSite: 'Strict',
        }),
      );
    });
    app.decorateReply('clearStaffSession', function (this: FastifyReply) {
      const secure = secureFor(this.request, staffUrl);
      return this.header(
        'set-cookie',
        serializeCookie(staffCookieName(secure), '', {
          maxAgeSeconds: 0,
          secure,
          sameSite: 'Strict',
        }),
      );
    });
  },
  { name: 'staff-session', dependencies: ['services'] },
);

/** Reads the staff session of a request of the staff listener into `request.staff`. */
export async function readStaffSession(app: FastifyInstance, request: FastifyRequest) {
  const name = staffCookieName(secureFor(request, app.config.staffUrl));
  const token = readCookie(request.headers.cookie, name);
  if (!token || token.length > 100) return;
  const staff = await app.staffSessions.sessionStaff(token);
  if (staff) {
    request.staff = staff;
    request.staffSessionToken = token;
  }
}

/**
 * Whether a state-changing staff call comes from the console itself: its Origin must be
 * STAFF_URL, or without STAFF_URL the address the request was sent to. A call without an
 * Origin is refused too, whoever sends it.
 */
export function fromConsole(request: FastifyRequest, staffUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    const from = new URL(origin).origin;
    if (staffUrl) return from === new URL(staffUrl).origin;
    return from === new URL(`${request.protocol}://${request.headers.host ?? ''}`).origin;
  } catch {
    return false;
  }
}
