import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@dating/shared-contracts/api';
import type { StaffPrincipal } from '../modules/staff/staff-session.repository';
import type { Actor } from '../modules/staff/staff.service';

/** Where the staff member is: who (with their roles), and from which address and request. */
export interface StaffContext {
  readonly staff: StaffPrincipal;
  readonly ip: string;
  readonly requestId: string;
}

/** The signed-in staff member of a staff route, where the request comes from. */
export const staffContext = (request: FastifyRequest): StaffContext => ({
  staff: request.staff!,
  ip: request.ip,
  requestId: String(request.id),
});

/** The audit's actor of a staff member's request. */
export const actorOf = ({ staff, ip, requestId }: StaffContext): Actor => ({
  staffId: staff.id,
  name: staff.email,
  ip,
  requestId,
});

/** The role that allowed the call, of those the action allows (every audited action names one). */
export const roleOf = (context: StaffContext, allowed: readonly StaffRole[]) =>
  allowed.find((role) => context.staff.roles.includes(role)) ?? null;

/** The signed-in staff member of a staff route, as the audit names them. */
export const staffActor = (request: FastifyRequest): Actor => actorOf(staffContext(request));
