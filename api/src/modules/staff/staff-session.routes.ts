import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffEndpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import type { StaffPrincipal } from './staff-session.repository';

const TAGS = ['staff'];

/** The staff member as the console shows them. */
export const staffView = (staff: StaffPrincipal) => ({
  id: String(staff.id),
  email: staff.email,
  name: staff.name,
  roles: [...staff.roles],
});

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Signing in to the staff console, in two steps, and out (decision 0160). */
export async function staffSessionRoutes(app: FastifyInstance) {
  const endpoints = staffEndpoints.staffSession;
  const { staffSessions } = app;

  endpointRoute(app, endpoints.password, { tags: TAGS }, async (request) => ({
    codeToken: await staffSessions.passwordStep(
      request.body.email,
      request.body.password,
      clientOf(request),
    ),
  }));

  endpointRoute(app, endpoints.code, { tags: TAGS }, async (request, reply) => {
    const { token, staff } = await staffSessions.codeStep(
      request.body.codeToken,
      request.body.code,
      clientOf(request),
    );
    reply.startStaffSession(token);
    return staffView(staff);
  });

  endpointRoute(app, endpoints.logout, { tags: TAGS }, async (request, reply) => {
    await staffSessions.end(request.staffSessionToken!, request.staff!, request.ip);
    return reply.clearStaffSession().code(204).send();
  });

  endpointRoute(app, endpoints.me, { tags: TAGS }, async (request) => staffView(request.staff!));
}
