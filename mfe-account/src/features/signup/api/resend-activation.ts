import { useRemoteProps } from '@dating/platform';
import { callEndpoint, accountEndpoints } from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/** POST /api/activate.php: a new activation link to the member's address. */
export function useResendActivation() {
  const { api } = useRemoteProps();
  return useSubmit(() => callEndpoint(api, accountEndpoints.resendActivation));
}
