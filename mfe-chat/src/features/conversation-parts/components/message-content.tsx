import type { MessageContentProps } from '../props';
import { GiftMessage } from './gift-message';
import { ImageMessage } from './image-message';

/**
 * What a message shows inside its bubble: an image (a received one blurred until the member
 * chooses "Tonen", unless it is a match's and the member chose to see those; opens full size), a gift (icon and name), or a text message's body as plain text (line
 * breaks kept; never HTML). The bubble, time and delivery state are the screen's.
 */
export function MessageContent({
  message,
  partnerName,
  imagesShown,
  onReport,
}: MessageContentProps) {
  if (message.kind === 'image') {
    return (
      <ImageMessage
        key={message.id}
        message={message}
        imagesShown={imagesShown ?? false}
        onReport={onReport}
      />
    );
  }
  if (message.kind === 'gift') return <GiftMessage message={message} partnerName={partnerName} />;
  return <span css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</span>;
}
