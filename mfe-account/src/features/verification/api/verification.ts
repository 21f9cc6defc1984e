import { useMutation, useQuery, useQueryClient, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  endpointKey,
  verificationEndpoints,
  type VerificationResponse,
} from '@dating/shared-contracts/api';

const verificationKey = () => endpointKey(verificationEndpoints.get);

/** The form field of the selfie upload (the API reads this one). */
export const SELFIE_FIELD = 'selfie';

/** GET /api/verification.php: where the member's verification stands. */
export function useVerification(enabled: boolean) {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: verificationKey(),
    queryFn: () => callEndpoint(api, verificationEndpoints.get),
    enabled,
  });
}

/** The answer of a change is the new state: it replaces the cached one. */
function useKeepAnswer() {
  const queryClient = useQueryClient();
  return (answer: VerificationResponse) => queryClient.setQueryData(verificationKey(), answer);
}

/** POST /api/verification-pose.php: the server draws the pose (and keeps it). */
export function useDrawPose() {
  const { api } = useRemoteProps();
  const keep = useKeepAnswer();
  return useMutation({
    mutationFn: () => callEndpoint(api, verificationEndpoints.pose),
    onSuccess: keep,
  });
}

/** POST /api/verification.php (multipart): the selfie in the drawn pose. */
export function useSendSelfie() {
  const { api } = useRemoteProps();
  const keep = useKeepAnswer();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(SELFIE_FIELD, file, file.name);
      return callEndpoint(api, verificationEndpoints.submit, { body: form });
    },
    onSuccess: keep,
  });
}
