import { useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  accountEndpoints,
  type MailChangeRequestBody,
} from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/** POST /api/mail-change.php: mails a confirmation link to the new address. */
export function useRequestMailChange() {
  const { api } = useRemoteProps();
  return useSubmit((body: MailChangeRequestBody) =>
    callEndpoint(api, accountEndpoints.requestMailChange, { body }),
  );
}
