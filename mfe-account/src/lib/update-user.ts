import { useMutation, useRemoteProps } from '@dating/platform';
import { callEndpoint, userEndpoints, type UpdateUserBody } from '@dating/shared-contracts/api';

/** PUT /api/user.php: invisible mode; the shell's session then reads the user again. */
export function useUpdateUser() {
  const { api, bus } = useRemoteProps();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => callEndpoint(api, userEndpoints.update, { body }),
    onSuccess: () => bus.emit({ type: 'session/refresh-requested' }),
  });
}
