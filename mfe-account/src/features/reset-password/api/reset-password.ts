import { useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  accountEndpoints,
  type ResetPasswordBody,
} from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/**
 * PUT /api/reset-password.php: sets the new password with the mail's token. The API logs
 * the member in, so the answer's user is handed to the shell on the bus.
 */
export function useResetPassword() {
  const { api, bus } = useRemoteProps();
  return useSubmit(async (body: ResetPasswordBody) => {
    const { user } = await callEndpoint(api, accountEndpoints.resetPassword, { body });
    bus.emit({ type: 'auth/logged-in', user });
    return user;
  });
}
