import { useMutation, useRemoteProps } from '@dating/platform';
import { isApiError } from '@dating/shared-contracts';
import { callEndpoint, accountDataEndpoints } from '@dating/shared-contracts/api';

/**
 * DELETE /api/push-subscription.php: the server forgets the subscription the browser just
 * gave up. A 404 means it had none (the shell's link had failed) or forgot it already.
 */
export function useForgetPushSubscription() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: async (endpoint: string) => {
      try {
        await callEndpoint(api, accountDataEndpoints.removePushSubscription, {
          body: { endpoint },
        });
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    },
  });
}
