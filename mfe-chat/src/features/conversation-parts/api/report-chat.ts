import { useMutation, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  endpoints,
  type ChatReportBody,
  type ChatReportReason,
} from '@dating/shared-contracts/api';

/** The report as this form builds it (the schema's `reason` union types as never). */
export interface ChatReport {
  readonly conversation_id: string;
  readonly message_id?: string;
  readonly reason: ChatReportReason;
  readonly text?: string;
}

/** POST /api/chat-report.php: a notice about a conversation or one of its messages (EU DSA). */
export function useReportChat() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: (report: ChatReport) =>
      callEndpoint(api, endpoints.conversation.report, { body: report as ChatReportBody }),
  });
}
