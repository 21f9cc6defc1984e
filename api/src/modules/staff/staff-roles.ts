// The roles are part of the staff API's contract, which the console shares.
export { STAFF_ROLES, isStaffRole, type StaffRole } from '@dating/shared-contracts/api';
