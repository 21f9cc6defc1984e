import { useCallback } from 'react';
import { useRemoteProps } from '@dating/platform';
import { callEndpoint, conversationEndpoints } from '@dating/shared-contracts/api';

/**
 * Deletes a conversation: removed locally at once (the bus's
 * `chat/deleted`: the lists drop it), then on the server (DELETE /api/chat.php?id=). When the
 * server refuses, the browser's alert says so (`failedText`) and the chats reload. Runs on
 * after the screen left: it needs nothing of the component.
 */
export function useDeleteChat() {
  const { api, bus } = useRemoteProps();
  return useCallback(
    (conversationId: string, failedText: string): Promise<void> => {
      bus.emit({ type: 'chat/deleted', conversationIds: [conversationId] });
      return callEndpoint(api, conversationEndpoints.remove, {
        query: { id: conversationId },
      }).then(
        () => undefined,
        () => {
          window.alert(failedText);
          bus.emit({ type: 'session/refresh-requested' });
        },
      );
    },
    [api, bus],
  );
}
