import { Type, type Static } from 'typebox';
import { IdSchema, ImageRefSchema } from './common.schema';
import { ProfileCardSchema } from './members.schema';

/**
 * One message as its reader sees it. The server orders messages: ids ascend in the order
 * they were stored.
 */
export const MessageSchema = Type.Object({
  id: IdSchema,
  kind: Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('gift')]),
  body: Type.Union([Type.String(), Type.Null()]),
  image_url: Type.Union([Type.String(), Type.Null()]),
  image_thumb_url: Type.Union([Type.String(), Type.Null()]),
  /**
   * A small blurred preview of a received image, shown until the member chooses to see it
   * (null for images from before previews, which the page blurs itself).
   */
  image_blur_url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /**
   * An image message's state: `processing` (no links yet), `ready`, or `failed` (the file did
   * not decode; its credits were refunded). Null for other kinds.
   */
  image_status: Type.Union([
    Type.Literal('processing'),
    Type.Literal('ready'),
    Type.Literal('failed'),
    Type.Null(),
  ]),
  /** The gift's slug (the front end translates gifts.<slug> and draws its icon). */
  gift: Type.Union([Type.String(), Type.Null()]),
  from_me: Type.Boolean(),
  /**
   * The text matched the offensive-word list of its sender's language: its reader is asked
   * whether it bothers them, with a report one tap away. Given to the reader only.
   */
  offensive: Type.Optional(Type.Boolean()),
  /**
   * The text asks to go on elsewhere (another app, a number, an address) or for money: its
   * reader sees a warning. Given to the reader only.
   */
  caution: Type.Optional(Type.Boolean()),
  /** The sender's client nonce, given to the sender only (null for the recipient). */
  nonce: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type Message = Static<typeof MessageSchema>;

/** Chat entry: the conversation with its latest message, and the other side. */
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

/**
 * GET /api/chats.php and /api/likes.php: `folder=hidden` lists what arrived with one of the
 * member's hidden words (conversations that began so; likes from profiles that have one)
 * instead of the rest.
 */
export const FolderQuerySchema = Type.Object({
  folder: Type.Optional(Type.Literal('hidden')),
});
export type FolderQuery = Static<typeof FolderQuerySchema>;

export const ChatsResponseSchema = Type.Object({
  chats: Type.Array(ChatEntrySchema),
  total_unread_messages: Type.Integer(),
  /**
   * How many conversations and likes wait in the hidden folder (absent from servers before
   * it): above 0 the chat list offers the folder.
   */
  hidden_count: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ChatsResponse = Static<typeof ChatsResponseSchema>;

/** DELETE /api/chat.php: one conversation by id, or every conversation with a profile. */
export const DeleteChatQuerySchema = Type.Object({
  id: Type.Optional(IdSchema),
  profile_id: Type.Optional(IdSchema),
});
export type DeleteChatQuery = Static<typeof DeleteChatQuerySchema>;

/**
 * A client nonce: 16 to 64 letters, digits, `-` or `_` (a UUID fits), new for every message
 * the member composes and the same for every retry of it. The same nonce from the same sender
 * answers the original message (same id, same answer, charged once); with another recipient
 * or content it is `400 field_invalid` on the field `nonce`.
 */
export const NonceSchema = Type.String({
  minLength: 16,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
});

/**
 * POST /api/chat.php: a message to a member; starts the conversation when there is none
 * (decision 0119). Exactly one of `body` (a text message: trimmed, 1 to the domain's
 * `message_length` characters; paying members pay `message_credits`) or `gift_id` (a gift of
 * the catalogue, GET /api/gifts.php; costs `gift_credits`). Images: POST /api/chat-image.php.
 */
export const SendMessageBodySchema = Type.Object({
  profile_id: IdSchema,
  nonce: NonceSchema,
  body: Type.Optional(Type.String({ maxLength: 20000 })),
  gift_id: Type.Optional(IdSchema),
});
export type SendMessageBody = Static<typeof SendMessageBodySchema>;

/**
 * The stored message (its `nonce` echoes the request's), its conversation, what it cost and
 * the sender's credits after paying for it. A retry with the same nonce answers the same.
 */
export const SendMessageResponseSchema = Type.Object({
  conversation_id: IdSchema,
  message: MessageSchema,
  cost: Type.Integer(),
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
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' })),
});
export const DiscountCodeResponseSchema = Type.Object({ discountcode: DiscountCodeSchema });
export type DiscountCodeResponse = Static<typeof DiscountCodeResponseSchema>;
/**
 * GET /api/discountcode.php. A typed code (`?code=`) is a code or a refusal (404, 409, 422);
 * the welcome probe (`?welcome=true`) asks whether the member has a welcome discount, and
 * "none" (paid, used, expired) is an answer: `discountcode` is null, never an error.
 */
export const DiscountCodeLookupResponseSchema = Type.Object({
  discountcode: Type.Union([DiscountCodeSchema, Type.Null()]),
});
export type DiscountCodeLookupResponse = Static<typeof DiscountCodeLookupResponseSchema>;

/**
 * GET /api/chat.php: one conversation by id; reading changes nothing (the unread count drops
 * through POST /api/chat-read.php). Without a cursor: the newest page of 50 messages. With
 * `before`: the 50 messages before that id (scrolling up). With `after`: the messages after
 * that id (the resync after a dropped connection), up to 200; while `has_newer` is true, ask
 * again after the last id received. Messages are always oldest first.
 */
export const ChatQuerySchema = Type.Object({
  id: IdSchema,
  before: Type.Optional(IdSchema),
  after: Type.Optional(IdSchema),
});
export type ChatQuery = Static<typeof ChatQuerySchema>;

/** An opened conversation: one page of messages, oldest first, and the other side. */
export const ChatResponseSchema = Type.Object({
  conversation: Type.Object({
    id: IdSchema,
    messages: Type.Array(MessageSchema),
    /** Older messages exist before the first one given (page on with `before`). */
    has_older: Type.Boolean(),
    /** Newer messages exist after the last one given (only with `after`). */
    has_newer: Type.Boolean(),
    /** The partner has read the viewer's messages up to this id ("0": none yet). */
    partner_read_up_to: IdSchema,
    /** The viewer has read up to this id. */
    read_up_to: IdSchema,
    num_unread_messages: Type.Integer(),
  }),
  profile: ProfileCardSchema,
  /**
   * The profile is fictional: a staff member of the site writes its messages, and the chat
   * says so (decision 0164). Left out by servers from before it: not fictional.
   */
  staff_written: Type.Optional(Type.Boolean()),
  /**
   * The partner's images show at once: the two are a match and the member chose to see
   * images from matches. Otherwise (and from servers before it) they arrive blurred.
   */
  images_shown: Type.Optional(Type.Boolean()),
  /** The domain's prices of the message footer and the member's minimum message cost. */
  costs: Type.Object({
    /** 0 for a free member, whose text messages are free (up to 2 started chats). */
    message_credits: Type.Integer(),
    photo_credits: Type.Integer(),
    gift_credits: Type.Integer(),
    minimum_message_cost: Type.Union([
      Type.Object({ costs: Type.Number(), currency: Type.String() }),
      Type.Null(),
    ]),
  }),
});
export type ChatResponse = Static<typeof ChatResponseSchema>;
