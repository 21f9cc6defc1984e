import type { FastifyRequest } from 'fastify';
import type { Actor } from '../modules/staff/staff.service';

/** The signed-in staff member of a staff route, as the audit names them. */
export const staffActor = (request: FastifyRequest): Actor => ({
  staffId: request.staff!.id,
  name: request.staff!.email,
  ip: request.ip,
  requestId: String(request.id),
});
