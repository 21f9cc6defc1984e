import { useRemoteProps } from '@dating/platform';
import { callEndpoint, accountEndpoints, type EmailBody } from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/**
 * POST /api/reset-password.php: mails a reset link when the address has an account.
 * The answer is the same either way, so it cannot be used to probe for accounts.
 */
export function useRequestPasswordReset() {
  const { api } = useRemoteProps();
  return useSubmit((body: EmailBody) =>
    callEndpoint(api, accountEndpoints.requestPasswordReset, { body }),
  );
}
