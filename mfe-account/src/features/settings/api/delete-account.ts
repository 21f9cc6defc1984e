import { useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  accountEndpoints,
  type AccountDeleteBody,
} from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/**
 * POST /api/account-delete.php: deletes the account (reactivation stays possible for 14
 * days by mail) and ends every session; the shell then reads the session again.
 */
export function useDeleteAccount() {
  const { api, bus } = useRemoteProps();
  return useSubmit(async (body: AccountDeleteBody) => {
    const answer = await callEndpoint(api, accountEndpoints.deleteAccount, { body });
    bus.emit({ type: 'session/refresh-requested' });
    return answer;
  });
}
