import { useMutation, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  type ChatReportBody,
  conversationEndpoints,
} from '@dating/shared-contracts/api';

/** The report as the form builds it: the body of POST /api/chat-report.php. */
export type ChatReport = ChatReportBody;

/** POST /api/chat-report.php: a notice about a conversation or one of its messages (EU DSA). */
export function useReportChat() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: (report: ChatReport) =>
      callEndpoint(api, conversationEndpoints.report, { body: report }),
  });
}
