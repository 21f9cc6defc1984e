import { useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  accountEndpoints,
  type ChangePasswordBody,
} from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/** PUT /api/password.php: sets a new password; the server ends every other session. */
export function useChangePassword() {
  const { api } = useRemoteProps();
  return useSubmit((body: ChangePasswordBody) =>
    callEndpoint(api, accountEndpoints.changePassword, { body }),
  );
}
