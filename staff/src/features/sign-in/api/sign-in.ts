import {
  callEndpoint,
  staffSessionEndpoints,
  type StaffCodeBody,
  type StaffPasswordBody,
} from '@dating/shared-contracts/api';
import { useMutation } from '@tanstack/react-query';
import { useStaffApi } from '../../../lib/api-context';

/** POST login/password: the first factor; answers a token for the code step. */
export function usePasswordStep() {
  const api = useStaffApi();
  return useMutation({
    mutationFn: (body: StaffPasswordBody) =>
      callEndpoint(api, staffSessionEndpoints.password, { body }),
  });
}

/** POST login/code: the second factor; answers the signed-in staff member. */
export function useCodeStep() {
  const api = useStaffApi();
  return useMutation({
    mutationFn: (body: StaffCodeBody) => callEndpoint(api, staffSessionEndpoints.code, { body }),
  });
}
