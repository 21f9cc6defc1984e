import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerFactory, RawServerDefault } from 'fastify';
import type { ConstraintStrategy, HTTPVersion } from 'find-my-way';

/** Marks the connections the staff listener accepted. */
const STAFF_SOCKET = Symbol('staff listener');
type MarkedSocket = Socket & { [STAFF_SOCKET]?: true };

/** Whether a request came in on the staff listener (decision 0160). */
export function isStaffRequest(raw: http.IncomingMessage): boolean {
  return (raw.socket as MarkedSocket | undefined)?.[STAFF_SOCKET] === true;
}

/**
 * A router constraint that keeps the two listeners' routes apart: a route constrained to
 * `listener: 'staff'` matches requests of the staff listener only, and a request of the staff
 * listener matches no other route (mustMatchWhenDerived). A route exists on one listener.
 */
type Store = ReturnType<ReturnType<ConstraintStrategy<HTTPVersion.V1, string>['storage']>['get']>;

export const listenerConstraint: ConstraintStrategy<HTTPVersion.V1, string> = {
  name: 'listener',
  storage() {
    let staff: Store = null;
    return {
      get: (value: string) => (value === 'staff' ? staff : null),
      set: (value: string, store: Store) => {
        if (value === 'staff') staff = store;
      },
    };
  },
  // undefined: no value, so the request matches the routes without the constraint (the
  // type says a string; find-my-way takes undefined as "not derived").
  deriveConstraint: ((request: http.IncomingMessage) =>
    isStaffRequest(request) ? 'staff' : undefined) as (request: http.IncomingMessage) => string,
  mustMatchWhenDerived: true,
  validate(value: unknown) {
    if (value !== 'staff')
      throw new Error(`listener constraint: 'staff' only, not ${String(value)}`);
  },
};

/**
 * The app's two HTTP servers, one handler: Fastify listens on the member server; the staff
 * server (decision 0160) is started beside it (staff-listener.plugin.ts) and marks its
 * connections, which the router and the hooks tell apart.
 */
export function twoListeners(): {
  serverFactory: FastifyServerFactory<RawServerDefault>;
  staffServer: () => http.Server;
} {
  let staff: http.Server | undefined;
  const serverFactory: FastifyServerFactory<RawServerDefault> = (handler, fastifyOptions) => {
    const options = fastifyOptions as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
    };
    staff = http.createServer(handler);
    staff.on('connection', (socket: MarkedSocket) => {
      socket[STAFF_SOCKET] = true;
    });
    const member = http.createServer(handler);
    // What Fastify sets on a server it makes itself (its defaults are in `options`).
    for (const server of [member, staff]) {
      if (options.keepAliveTimeout !== undefined)
        server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
    }
    return member;
  };
  return {
    serverFactory,
    staffServer: () => {
      if (!staff) throw new Error('the staff server exists once Fastify is built');
      return staff;
    },
  };
}
