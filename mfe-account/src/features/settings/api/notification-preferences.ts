import { useMutation, useQuery, useQueryClient, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  endpointKey,
  accountEndpoints,
  type NotificationPreferences,
} from '@dating/shared-contracts/api';

const preferencesKey = () => endpointKey(accountEndpoints.notificationPreferences, {});

/** GET /api/notifications.php: the member's eight preferences, each for mail and push alike. */
export function useNotificationPreferences() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: preferencesKey(),
    queryFn: () => callEndpoint(api, accountEndpoints.notificationPreferences),
  });
}

/**
 * PUT /api/notifications.php: changes some preferences; the answer holds all eight. A
 * category set here is no longer one a mail's link switched off: the shell's session reads
 * the user again, so the disabled-notifications alert follows.
 */
export function useUpdateNotificationPreferences() {
  const { api, bus } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<NotificationPreferences>) =>
      callEndpoint(api, accountEndpoints.updateNotificationPreferences, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(preferencesKey(), answer);
      bus.emit({ type: 'session/refresh-requested' });
    },
  });
}
