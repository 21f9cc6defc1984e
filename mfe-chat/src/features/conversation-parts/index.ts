// The parts of the chat screen around the message list: the top bar and its menu (delete,
// block, report), the footer's image, gift and icebreaker controls, image and gift messages,
// and the insufficient-credits prompt. The conversation screen composes them.
//
// SCAFFOLD: the signatures are agreed; the implementations land with the parts' own branch.
import type { ReactNode } from 'react';
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
export function ChatTopBar(_props: ChatTopBarProps): ReactNode {
  return null;
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
/** The footer's buttons beside the text field: image, gift, icebreakers, with their dialogs. */
export function ComposerTools(_props: ComposerToolsProps): ReactNode {
  return null;
}

export interface MessageContentProps {
  readonly message: Message;
}
/** An image message (blurred until the recipient taps it; opens full size) or a gift. */
export function MessageContent(_props: MessageContentProps): ReactNode {
  return null;
}

export interface InsufficientCreditsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** What the refused message would have cost. */
  readonly needed: number;
  /** The chat's URL: the credit purchase returns there (`/credits?return_to=`). */
  readonly returnTo: string;
}
export function InsufficientCreditsDialog(_props: InsufficientCreditsDialogProps): ReactNode {
  return null;
}

export interface ReportMessageDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly conversationId: string;
  /** The partner's message being reported. */
  readonly messageId: string;
}
/** Report one message (EU DSA notice): a reason, an optional explanation, the reference. */
export function ReportMessageDialog(_props: ReportMessageDialogProps): ReactNode {
  return null;
}
