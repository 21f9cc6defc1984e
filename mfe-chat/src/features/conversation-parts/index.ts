// The parts of the chat screen around the message list: the top bar and its menu (delete,
// block, report), the footer's image, gift and icebreaker controls, image and gift messages,
// and the insufficient-credits prompt. The conversation screen composes them; it loads
// CONVERSATION_PARTS_NAMESPACES (the parts' texts and the gift names) before it shows.
export type {
  ChatTopBarProps,
  ComposerToolsProps,
  InsufficientCreditsDialogProps,
  MessageContentProps,
  ReportMessageDialogProps,
  SendAnywayDialogProps,
  BotherPromptProps,
} from './props';
export { ChatTopBar } from './components/chat-top-bar';
/** The footer's buttons beside the text field: image, gift, icebreakers, with their dialogs. */
export { ComposerTools } from './components/composer-tools';
/** An image message (blurred until the recipient taps it; opens full size) or a gift. */
export { MessageContent } from './components/message-content';
export { InsufficientCreditsDialog } from './components/insufficient-credits-dialog';
/** Report one message (EU DSA notice): a reason, an optional explanation, the reference. */
export { ReportMessageDialog } from './components/report-message-dialog';
/**
 * Kinder words: "Weet je het zeker?" before sending a message that may hurt, and "Stoort dit
 * je?" under a received one, with a one-tap report; a warning under one that asks to go on
 * elsewhere or for money.
 */
export {
  BotherPrompt,
  CautionNote,
  SendAnywayDialog,
  useOffensiveCheck,
} from './components/kind-words';
export { CONVERSATION_PARTS_NAMESPACES, PARTS_NS } from './parts-texts';
