import { Type, type Static } from 'typebox';
import { IdSchema, ImageRefSchema } from './common.schema';
import { ProfileCardSchema } from './members.schema';

export const MessageSchema = Type.Object({
  id: IdSchema,
  kind: Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('gift')]),
  body: Type.Union([Type.String(), Type.Null()]),
  image_url: Type.Union([Type.String(), Type.Null()]),
  gift: Type.Union([Type.String(), Type.Null()]),
  from_me: Type.Boolean(),
  created_at: Type.String(),
});
export type Message = Static<typeof MessageSchema>;

/** Chat entry (spec section 3): the conversation with its latest message, and the other side. */
export const ChatEntrySchema = Type.Object({
  conversation: Type.Object({
    id: IdSchema,
    messages: Type.Array(MessageSchema),
    last_message_at: Type.String(),
  }),
  profile: ProfileCardSchema,
  num_unread_messages: Type.Integer(),
});
export type ChatEntry = Static<typeof ChatEntrySchema>;

export const ChatsResponseSchema = Type.Object({
  chats: Type.Array(ChatEntrySchema),
  total_unread_messages: Type.Integer(),
});
export type ChatsResponse = Static<typeof ChatsResponseSchema>;

/** DELETE /api/chat.php: one conversation by id, or every conversation with a profile. */
export const DeleteChatQuerySchema = Type.Object({
  id: Type.Optional(IdSchema),
  profile_id: Type.Optional(IdSchema),
});
export type DeleteChatQuery = Static<typeof DeleteChatQuerySchema>;

/**
 * POST /api/chat.php: a text message to a member; starts the conversation when there is
 * none. The server trims the body and applies the domain's message_length (message_too_long).
 */
export const SendMessageBodySchema = Type.Object({
  profile_id: IdSchema,
  body: Type.String({ maxLength: 20000 }),
});
export type SendMessageBody = Static<typeof SendMessageBodySchema>;

/** The stored message, its conversation and the sender's credits after paying for it. */
export const SendMessageResponseSchema = Type.Object({
  conversation_id: IdSchema,
  message: MessageSchema,
  credits: Type.Integer(),
});
export type SendMessageResponse = Static<typeof SendMessageResponseSchema>;

export const LikedByEntrySchema = Type.Object({
  id: IdSchema,
  like_new: Type.Boolean(),
  created_at: Type.String(),
  profile: ProfileCardSchema,
});
export type LikedByEntry = Static<typeof LikedByEntrySchema>;

export const LikesResponseSchema = Type.Object({
  profiles: Type.Array(ProfileCardSchema),
  liked_by: Type.Array(LikedByEntrySchema),
  total_new_likes: Type.Integer(),
});
export type LikesResponse = Static<typeof LikesResponseSchema>;

export const AutoLikeResponseSchema = Type.Object({
  profile: Type.Union([
    Type.Object({
      id: IdSchema,
      name: Type.String(),
      main_image: Type.Union([ImageRefSchema, Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type AutoLikeResponse = Static<typeof AutoLikeResponseSchema>;

export const DiscountCodeSchema = Type.Object({
  code: Type.String(),
  country: Type.Union([Type.String(), Type.Null()]),
  user_id: Type.Union([IdSchema, Type.Null()]),
  expires: Type.Union([Type.String(), Type.Null()]),
  value_percentage: Type.Integer(),
  percentage: Type.Integer(),
  currency: Type.String(),
  minimum_order_value: Type.Integer(),
  minimum: Type.Integer(),
  status: Type.String(),
  validity: Type.Union([Type.Integer(), Type.Null()]),
  expired: Type.Boolean(),
  paymentmethods: Type.Array(Type.String()),
});
export type DiscountCode = Static<typeof DiscountCodeSchema>;

export const DiscountCodeQuerySchema = Type.Object({
  welcome: Type.Optional(Type.Boolean()),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
export const DiscountCodeResponseSchema = Type.Object({ discountcode: DiscountCodeSchema });
export type DiscountCodeResponse = Static<typeof DiscountCodeResponseSchema>;

/** GET /api/chat.php: one conversation by id. */
export const ChatQuerySchema = Type.Object({ id: IdSchema });

/** An opened conversation: all its messages, oldest first, and the other side. */
export const ChatResponseSchema = Type.Object({
  conversation: Type.Object({ id: IdSchema, messages: Type.Array(MessageSchema) }),
  profile: ProfileCardSchema,
});
export type ChatResponse = Static<typeof ChatResponseSchema>;
