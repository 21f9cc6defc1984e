import type { Message, ProfileCard } from '@dating/shared-contracts/api';

export interface ChatTopBarProps {
  /** The partner: photo and name, a link to /members/{id}. */
  readonly profile: ProfileCard;
  /** Null before the first message (at /members/{id}/chat): the menu offers block only. */
  readonly conversationId: string | null;
  /** Where the phone's back control leads (the conversation list). */
  readonly backHref: string;
  /** After the chat was deleted (locally at once; the screen leaves to the list). */
  readonly onDeleted: () => void;
}

export interface ComposerToolsProps {
  /** The partner's first name, for the icebreakers. */
  readonly partnerName: string;
  readonly photoCredits: number;
  readonly giftCredits: number;
  readonly disabled: boolean;
  /** A checked image file (type and size): send it as an image message. */
  readonly onImage: (file: File) => void;
  readonly onGift: (giftId: string, slug: string) => void;
  /** An icebreaker chosen: put it in the text field (the member may edit before sending). */
  readonly onIcebreaker: (text: string) => void;
}

export interface MessageContentProps {
  readonly message: Message;
  /** The partner's name, for a received gift ("Anna stuurde je een cadeau: Roos"). */
  readonly partnerName?: string;
  /** A received image shows at once (a match's, and the member chose so); else it is blurred. */
  readonly imagesShown?: boolean;
  /** Reports the received message: offered beside "Tonen" on a blurred image. */
  readonly onReport?: () => void;
}

export interface InsufficientCreditsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** What the refused message would have cost. */
  readonly needed: number;
  /** The chat's URL: the credit purchase returns there (`/credits?return_to=`). */
  readonly returnTo: string;
}

export interface ReportMessageDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly conversationId: string;
  /** The partner's message being reported. */
  readonly messageId: string;
}

export interface SendAnywayDialogProps {
  readonly partnerName: string;
  /** Back to the text field, the message kept. */
  readonly onEdit: () => void;
  /** Sends the message as it is. */
  readonly onSend: () => void;
}

export interface BotherPromptProps {
  readonly conversationId: string;
  /** The received message that matched the offensive-word list. */
  readonly messageId: string;
}
