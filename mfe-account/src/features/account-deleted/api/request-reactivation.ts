import { useRemoteProps } from '@dating/platform';
import { callEndpoint, accountEndpoints, type EmailBody } from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/**
 * POST /api/reactivate.php: mails a new reactivation link when the address has a deleted
 * account still within its 14 days; the same answer otherwise.
 */
export function useRequestReactivation() {
  const { api } = useRemoteProps();
  return useSubmit((body: EmailBody) =>
    callEndpoint(api, accountEndpoints.requestReactivation, { body }),
  );
}
