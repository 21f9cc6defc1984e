import { useRemoteProps } from '@dating/platform';
import { callEndpoint, accountEndpoints, type TokenBody } from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/** PUT /api/mail-change.php: the confirmation mail's token moves the account to the new address. */
export function useConfirmMailChange() {
  const { api } = useRemoteProps();
  return useSubmit((body: TokenBody) =>
    callEndpoint(api, accountEndpoints.confirmMailChange, { body }),
  );
}
