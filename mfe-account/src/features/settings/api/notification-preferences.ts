import { useMutation, useQuery, useQueryClient, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  endpointKey,
  endpoints,
  type NotificationPreferences,
} from '@dating/shared-contracts/api';

const preferencesKey = () => endpointKey(endpoints.account.notificationPreferences, {});

/** GET /api/notifications.php: the eight mail and push preferences of spec section 3. */
export function useNotificationPreferences() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: preferencesKey(),
    queryFn: () => callEndpoint(api, endpoints.account.notificationPreferences),
  });
}

/** PUT /api/notifications.php: changes some preferences; the answer holds all eight. */
export function useUpdateNotificationPreferences() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<NotificationPreferences>) =>
      callEndpoint(api, endpoints.account.updateNotificationPreferences, { body }),
    onSuccess: (answer) => queryClient.setQueryData(preferencesKey(), answer),
  });
}
