import { Type, type Static } from 'typebox';
import { NonceSchema } from './chats.schema';
import { CHAT_REPORT_REASONS, CHAT_REPORT_TEXT_MAX } from './chat-rules';
import { IdSchema } from './common.schema';

/*
 * The chat's calls beside text and gifts (decision 0119): images, reading, typing and
 * reports. Their live events are in live.schema.ts.
 */

/**
 * POST /api/chat-read.php: the member has read the conversation up to a message (the last
 * one on screen). Read receipts are free for everyone. The mark never moves back; an id past
 * the last message counts as the last one.
 */
export const ChatReadBodySchema = Type.Object({
  conversation_id: IdSchema,
  up_to_message_id: IdSchema,
});
export type ChatReadBody = Static<typeof ChatReadBodySchema>;

export const ChatReadResponseSchema = Type.Object({
  ok: Type.Literal(true),
  read_up_to: IdSchema,
  /** What is still unread in this conversation, and in all of the member's conversations. */
  num_unread_messages: Type.Integer(),
  total_unread_messages: Type.Integer(),
});
export type ChatReadResponse = Static<typeof ChatReadResponseSchema>;

/**
 * POST /api/chat-typing.php: the member is typing; the partner's open tabs get a `typing`
 * event that expires by itself at `expires_at`. Send it again every 3 s or so while typing.
 */
export const ChatTypingBodySchema = Type.Object({ conversation_id: IdSchema });
export type ChatTypingBody = Static<typeof ChatTypingBodySchema>;

export const ChatTypingResponseSchema = Type.Object({
  ok: Type.Literal(true),
  expires_at: Type.String(),
});
export type ChatTypingResponse = Static<typeof ChatTypingResponseSchema>;

/**
 * POST /api/chat-image.php?profile_id=&nonce=: an image message (multipart/form-data, the
 * file in the field `image`: JPEG, PNG, WebP or AVIF, at most PHOTO_MAX_MB). Costs the
 * domain's `photo_credits`, for every member. Answers 201 like POST /api/chat.php, with the
 * message's links null while its sizes are made (EXIF removed); once they are, both members'
 * tabs get a `message` event with the same message id and its links: replace the message.
 * The links are signed and expire: a later read of the conversation gives fresh ones.
 */
export const ChatImageQuerySchema = Type.Object({ profile_id: IdSchema, nonce: NonceSchema });
export type ChatImageQuery = Static<typeof ChatImageQuerySchema>;

/**
 * POST /api/chat-report.php: a notice for moderation about a conversation, or one message of
 * it (`message_id`). `text` (up to 2000 characters) explains; the answer's `reference` is the
 * notice's number to quote to support. A second report of the same thing while the first is
 * open answers the first (`created` false).
 */

export const ChatReportBodySchema = Type.Object({
  conversation_id: IdSchema,
  message_id: Type.Optional(IdSchema),
  reason: Type.Enum([...CHAT_REPORT_REASONS]),
  text: Type.Optional(Type.String({ maxLength: CHAT_REPORT_TEXT_MAX })),
});
export type ChatReportBody = Static<typeof ChatReportBodySchema>;

export const ChatReportResponseSchema = Type.Object({
  ok: Type.Literal(true),
  report_id: IdSchema,
  reference: Type.String(),
  created: Type.Boolean(),
});
export type ChatReportResponse = Static<typeof ChatReportResponseSchema>;
