import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  API_PREFIX,
  STAFF_API_PREFIX,
  isStaffAccess,
  type EndpointAccess,
  type StaffAccess,
} from '@dating/shared-contracts/api';
import { AppError, authenticationRequired } from '../lib/app-error';
import { fromConsole, readStaffSession } from './staff-session.plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route under /api must say (deny by default). */
    access?: EndpointAccess;
    /** A GET that changes state: refused cross-site like every other method but GET/HEAD. */
    changesState?: boolean;
  }
}

/** Every route under /api with the access it declares, in registration order. */
export interface RouteAccess {
  method: string;
  url: string;
  access: EndpointAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: readonly RouteAccess[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state change must come from the site itself. Browsers say where a request comes from
 * in Sec-Fetch-Site (and in Origin for anything but GET); a request with neither comes from
 * no browser (curl, a server, the tests) and cannot ride on a member's cookie, so it passes.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    const from = new URL(origin);
    // Through URL on both sides, so a default port written out (`:443`) compares equal.
    return from.host !== new URL(`${from.protocol}//${request.headers.host ?? ''}`).host;
  } catch {
    return true;
  }
}

/** Whether an `Authorization: Bearer …` header carries the token (in constant time). */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The hook that lets through only whom `access` allows (a callback hook: no promise). */
function accessCheck(
  access: Exclude<EndpointAccess, StaffAccess>,
  changesState: boolean,
  opsToken: string | undefined,
): onRequestHookHandler {
  return (request, _reply, done) => {
    if ((changesState || !SAFE_METHODS.has(request.method)) && isCrossSite(request)) {
      return done(new AppError(403, 'cross_site_request'));
    }
    switch (access) {
      case 'visitor':
        return done();
      case 'member':
        return done(request.userId === null ? authenticationRequired() : undefined);
      case 'activated':
        if (request.userId === null) return done(authenticationRequired());
        return done(
          request.userStatus === 'active' ? undefined : new AppError(403, 'account_not_activated'),
        );
      case 'system':
        return done(
          bearerMatches(request.headers.authorization, opsToken)
            ? undefined
            : new AppError(401, 'authentication_required'),
        );
    }
  };
}

/**
 * The hook of a staff route (decision 0160): a state change must come from the console's
 * own origin; then, but for the sign-in steps, a staff session, and one of the route's roles,
 * as the account holds them now. A member session counts for nothing here.
 */
function staffCheck(app: FastifyInstance, access: StaffAccess): onRequestHookHandler {
  const { staff } = access;
  return async (request) => {
    if (!SAFE_METHODS.has(request.method) && !fromConsole(request, app.config.staffUrl)) {
      throw new AppError(403, 'cross_site_request');
    }
    if (staff === 'login') return;
    await readStaffSession(app, request);
    if (request.staff === null) throw new AppError(401, 'staff_authentication_required');
    if (staff === 'signed_in') return;
    const roles = request.staff.roles;
    if (!staff.some((role) => roles.includes(role))) {
      throw new AppError(403, 'staff_role_required');
    }
  };
}

/**
 * Deny by default: a route under /api or /staff-api that declares no access stops the app at
 * start-up, and one check, added to each of them as its own hook, refuses each request its
 * route does not allow, before the body is read. Staff routes answer on the staff listener
 * only (the router's `listener` constraint).
 * Front-end files and media are outside /api: public by nature (private media carry their
 * own signature).
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RouteAccess[] = [];
    app.decorate('routeAccess', routes);
    app.addHook('onRoute', (route) => {
      const staffRoute = route.url.startsWith(`${STAFF_API_PREFIX}/`);
      if (!staffRoute && !route.url.startsWith(`${API_PREFIX}/`)) return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(
          `${String(route.method)} ${route.url} declares no access (deny by default)`,
        );
      }
      // A staff route is for staff sessions on the staff listener, a member route for the
      // member listener: neither access can be declared on the other's path.
      if (staffRoute !== isStaffAccess(access)) {
        throw new Error(
          `${String(route.method)} ${route.url}: ${staffRoute ? 'a staff route needs staff access' : 'staff access on a member route'}`,
        );
      }
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
      // The check is the route's own hook, after the app's (the session is read by then):
      // the route's access is known here, so no request has to look it up.
      const existing = route.onRequest;
      const check = isStaffAccess(access)
        ? staffCheck(app, access)
        : accessCheck(access, route.config?.changesState === true, app.config.opsToken);
      if (staffRoute) route.constraints = { ...route.constraints, listener: 'staff' };
      route.onRequest = [
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
        check,
      ];
    });
  },
  { name: 'access', dependencies: ['auth', 'staff-session'] },
);
