import {
  callEndpoint,
  type SendMessageResponse,
  conversationEndpoints,
} from '@dating/shared-contracts/api';
import type { ApiClient } from '@dating/shared-contracts';
import type { OutgoingDraft } from '../model/message-store';

/** The multipart field of POST /api/chat-image.php. */
export const CHAT_IMAGE_FIELD = 'image';

/**
 * Sends one composed message under its nonce: text and gifts as JSON, an image as multipart.
 * A retry calls this again with the same nonce, and the server answers the original.
 */
export function sendDraft(
  api: ApiClient,
  profileId: string,
  nonce: string,
  draft: OutgoingDraft,
): Promise<SendMessageResponse> {
  switch (draft.kind) {
    case 'text':
      return callEndpoint(api, conversationEndpoints.send, {
        body: { profile_id: profileId, nonce, body: draft.body },
      });
    case 'gift':
      return callEndpoint(api, conversationEndpoints.send, {
        body: { profile_id: profileId, nonce, gift_id: draft.giftId },
      });
    case 'image': {
      const form = new FormData();
      form.append(CHAT_IMAGE_FIELD, draft.file, draft.file.name);
      return callEndpoint(api, conversationEndpoints.sendImage, {
        query: { profile_id: profileId, nonce },
        body: form,
      });
    }
  }
}
