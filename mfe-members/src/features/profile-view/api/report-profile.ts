import { useMutation, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpoints, type ReportReason } from '@dating/shared-contracts/api';

/** POST /api/report.php: a report for moderation (one open report per profile). */
export function useReportProfile(profileId: string) {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: ({ reason, text }: { reason: ReportReason; text: string }) =>
      callEndpoint(api, endpoints.profileActions.report, {
        body: { profile_id: profileId, reason, ...(text.trim() ? { text: text.trim() } : {}) },
      }),
  });
}
