/**
 * What a staff member may do (decision 0160). No role implies another: an admin who also
 * moderates holds `moderator` too, so every decision names the role that allowed it.
 */
export const STAFF_ROLES = ['moderator', 'operator', 'support', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);
