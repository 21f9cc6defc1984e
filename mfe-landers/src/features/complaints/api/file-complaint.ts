import { useMutation, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  complaintsEndpoints,
  type ComplaintBody,
} from '@dating/shared-contracts/api';

/** POST /api/complaint.php: files the notice; the same key answers the same reference. */
export function useFileComplaint() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: (body: ComplaintBody) => callEndpoint(api, complaintsEndpoints.complaint, { body }),
  });
}
