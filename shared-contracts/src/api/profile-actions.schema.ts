import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';
import { MessageSchema } from './chats.schema';
import { ProfileCardSchema } from './members.schema';

/** GET /api/related-profiles.php: a few members like the one shown (same country, sex, age band). */
export const RelatedProfilesQuerySchema = Type.Object({ id: IdSchema });
/** A partner's profile (kind cam or resell), linking to the partner's site. */
export const CamTileSchema = Type.Object({
  id: IdSchema,
  kind: Type.Union([Type.Literal('cam'), Type.Literal('resell')]),
  name: Type.String(),
  image_url: Type.String(),
  link_url: Type.String(),
});
export type CamTile = Static<typeof CamTileSchema>;

/** `cams` are partner tiles, only where the domain's `member_resell` is on (else empty). */
export const RelatedProfilesResponseSchema = Type.Object({
  profiles: Type.Array(ProfileCardSchema),
  cams: Type.Array(CamTileSchema),
});
export type RelatedProfilesResponse = Static<typeof RelatedProfilesResponseSchema>;

/** One gift of the catalogue: `slug` is its name key (gifts.<slug>) and its icon. */
export const GiftSchema = Type.Object({ id: IdSchema, slug: Type.String() });
export type Gift = Static<typeof GiftSchema>;

/** GET /api/gifts.php: the catalogue and what a gift costs on this domain (gift_credits). */
export const GiftsResponseSchema = Type.Object({
  gifts: Type.Array(GiftSchema),
  credits: Type.Integer(),
});
export type GiftsResponse = Static<typeof GiftsResponseSchema>;

/**
 * POST /api/gift.php: `nonce` is the client's name for this one attempt; sending the same
 * nonce again answers what the first request did and charges nothing more.
 */
export const SendGiftBodySchema = Type.Object({
  profile_id: IdSchema,
  gift_id: IdSchema,
  nonce: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
});
export type SendGiftBody = Static<typeof SendGiftBodySchema>;

export const SendGiftResponseSchema = Type.Object({
  conversation_id: IdSchema,
  message: MessageSchema,
  /** The sender's balance after the gift. */
  credits: Type.Integer(),
});
export type SendGiftResponse = Static<typeof SendGiftResponseSchema>;

// The reasons of REPORT_REASONS (report-reasons.ts), as literals so the type is the union.
export const ReportBodySchema = Type.Object({
  profile_id: IdSchema,
  reason: Type.Union([
    Type.Literal('fake_profile'),
    Type.Literal('spam'),
    Type.Literal('scam'),
    Type.Literal('offensive'),
    Type.Literal('inappropriate_photos'),
    Type.Literal('underage'),
    Type.Literal('other'),
  ]),
  text: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type ReportBody = Static<typeof ReportBodySchema>;

/** `created` is false when the reporter already had an open report of this profile. */
export const ReportResponseSchema = Type.Object({
  ok: Type.Literal(true),
  report_id: IdSchema,
  created: Type.Boolean(),
});
export type ReportResponse = Static<typeof ReportResponseSchema>;
