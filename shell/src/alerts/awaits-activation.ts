import type { SessionUser } from '@dating/shared-contracts';

/** Whether a user is waiting for activation: status not_confirmed and profile disabled. */
export const awaitsActivation = (user: SessionUser) =>
  user.status === 'not_confirmed' &&
  user.profile.status === 'disabled' &&
  user.notifications_disabled.length === 0;
