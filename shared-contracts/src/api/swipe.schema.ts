import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';
import { ProfileCardSchema } from './members.schema';

/**
 * An IANA time zone as the browser names it (`Intl.DateTimeFormat().resolvedOptions()`);
 * the server checks it against its own Intl data (decision 0113).
 */
export const TimeZoneSchema = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z][A-Za-z0-9_+\\-/]*$',
});

/** GET /api/swipe.php: the member's time zone, so the day ends at their midnight. */
export const SwipeQuerySchema = Type.Object({
  tz: Type.Optional(TimeZoneSchema),
  /** Only verified members. */
  verified_only: Type.Optional(Type.Boolean()),
});
export type SwipeQuery = Static<typeof SwipeQuerySchema>;

/** The swipe game's daily likes (4 a day, decision 0113), counted by the server. */
export const SwipeAllowanceSchema = Type.Object({
  limit: Type.Integer(),
  remaining: Type.Integer({ minimum: 0 }),
  /** The member's next midnight (ISO-8601 UTC): a new allowance from then on. */
  resets_at: Type.String(),
  time_zone: Type.String(),
});
export type SwipeAllowance = Static<typeof SwipeAllowanceSchema>;

export const SwipeResponseSchema = Type.Object({
  profiles: Type.Array(ProfileCardSchema),
  allowance: SwipeAllowanceSchema,
});
export type SwipeResponse = Static<typeof SwipeResponseSchema>;

export const SwipeActionSchema = Type.Union([Type.Literal('like'), Type.Literal('pass')]);
export type SwipeAction = Static<typeof SwipeActionSchema>;

export const SwipeBodySchema = Type.Object({
  profile_id: IdSchema,
  action: SwipeActionSchema,
  tz: Type.Optional(TimeZoneSchema),
});
export type SwipeBody = Static<typeof SwipeBodySchema>;

/** A like beyond the allowance is refused with 429 too_many_requests and `seconds` to wait. */
export const SwipeActionResponseSchema = Type.Object({
  ok: Type.Literal(true),
  match: Type.Boolean(),
  allowance: SwipeAllowanceSchema,
});
export type SwipeActionResponse = Static<typeof SwipeActionResponseSchema>;

/** GET /api/match-finder.php: only verified members, when asked. */
export const MatchFinderQuerySchema = Type.Object({
  verified_only: Type.Optional(Type.Boolean()),
});
export type MatchFinderQuery = Static<typeof MatchFinderQuerySchema>;

/** GET /api/match-finder.php and /api/signup-matches.php: members who fit both ways. */
export const ProposalsResponseSchema = Type.Object({ profiles: Type.Array(ProfileCardSchema) });
export type ProposalsResponse = Static<typeof ProposalsResponseSchema>;

export const MatchFinderBodySchema = Type.Object({
  profile_id: IdSchema,
  action: Type.Union([Type.Literal('like'), Type.Literal('skip')]),
});
export type MatchFinderBody = Static<typeof MatchFinderBodySchema>;

export const MatchFinderActionResponseSchema = Type.Object({
  ok: Type.Literal(true),
  match: Type.Boolean(),
});
export type MatchFinderActionResponse = Static<typeof MatchFinderActionResponseSchema>;
